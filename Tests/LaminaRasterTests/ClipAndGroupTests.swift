import Foundation
import Testing
@testable import LaminaRaster

/// Clip regions (exact under rotation and perspective, chained), offscreen groups (group
/// opacity, masks, clips) and malformed command streams.
@Suite struct ClipAndGroupTests {
    let full = CGSize(width: 100, height: 100)

    @Test func clipUnderRotationIsExactlyTheRotatedShape() {
        // A full-size red layer clipped by a 40×40 square turned 45° draws exactly what
        // the turned square itself draws.
        let diamond = rotated(size: 40, 40, centre: 50, 50, angle: .pi / 4)
        let clipped = render([layer(translation(0, 0), size: full, color: red, clip: 0)],
                             clips: [clipRegion(diamond, size: CGSize(width: 40, height: 40))])
        let direct = render([layer(diamond, size: CGSize(width: 40, height: 40), color: red)])
        let difference = ImageComparison.compare(clipped, direct)
        #expect(difference?.maxChannelDifference ?? 99 <= 1)
        #expect(px(clipped, 5, 5) == [0, 0, 0, 0])
        #expect(px(clipped, 50, 50) == [255, 0, 0, 255])
        #expect(abs(coveredArea(clipped) - 1600) / 1600 < 0.005)
    }

    @Test func clipInPerspectiveMatchesTheLayerInPerspective() {
        var t = translation(-30, -30)
        t = CATransform3DConcat(t, CATransform3DMakeRotation(0.9, 1, 1, 0))
        t = CATransform3DConcat(t, translation(50, 50))
        t = CATransform3DConcat(t, perspective(300, centre: 50, 50))
        let size = CGSize(width: 60, height: 60)
        let clipped = render([layer(translation(0, 0), size: full, color: blue, clip: 0)],
                             clips: [clipRegion(t, size: size, cornerRadius: 12)])
        let direct = render([layer(t, size: size, color: blue, cornerRadius: 12)])
        #expect((ImageComparison.compare(clipped, direct)?.maxChannelDifference ?? 99) <= 1)
        #expect(coveredArea(direct) > 500)
    }

    @Test func clipChainsIntersect() {
        // Parent: the diamond; child: the left half (x < 50). Only the diamond's left half shows.
        let diamond = rotated(size: 40, 40, centre: 50, 50, angle: .pi / 4)
        let image = render([layer(translation(0, 0), size: full, color: red, clip: 1)],
                           clips: [clipRegion(diamond, size: CGSize(width: 40, height: 40)),
                                   clipRegion(translation(0, 0), size: CGSize(width: 50, height: 100), parent: 0)])
        #expect(abs(coveredArea(image) - 800) / 800 < 0.01)
        #expect(px(image, 40, 50) == [255, 0, 0, 255])
        #expect(px(image, 60, 50) == [0, 0, 0, 0])
    }

    @Test func groupOpacityDiffersFromPerLayerOpacityWhereChildrenOverlap() {
        let a = CGRect(x: 10, y: 10, width: 50, height: 50), b = CGRect(x: 40, y: 40, width: 50, height: 50)
        let perLayer = render([layer(frame: a, color: red, opacity: 0.5), layer(frame: b, color: blue, opacity: 0.5)])
        let grouped = render([
            .beginGroup(GroupItem(opacity: 0.5, hasMask: false, shadow: nil, clip: -1,
                                  pixelBounds: CGRect(x: 10, y: 10, width: 80, height: 80))),
            layer(frame: a, color: red), layer(frame: b, color: blue),
            .endGroup,
        ])
        // Per layer: blue·½ over red·½. As a group: the opaque blue, then ½.
        let half = 128
        let redHalf = [half, 0, 0, half]
        let overlapPerLayer = [redHalf[0] * (255 - half) / 255, 0, half, half + half * (255 - half) / 255]
        #expect(near(px(perLayer, 50, 50), overlapPerLayer, 1))
        #expect(near(px(grouped, 50, 50), [0, 0, half, half], 1))
        // Outside the overlap both agree.
        #expect(near(px(perLayer, 20, 20), redHalf, 1))
        #expect(near(px(grouped, 20, 20), redHalf, 1))
        #expect(px(perLayer, 50, 50) != px(grouped, 50, 50))
    }

    @Test func maskAlphaMultipliesTheGroup() {
        // Mask: an opaque left half and a half-transparent bottom-right quarter.
        let group = GroupItem(opacity: 1, hasMask: true, shadow: nil, clip: -1, pixelBounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        let image = render([
            .beginGroup(group),
            .beginMask,
            layer(frame: CGRect(x: 0, y: 0, width: 50, height: 100), color: white),
            layer(frame: CGRect(x: 50, y: 50, width: 50, height: 50), color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.5)),
            .endMask,
            layer(frame: CGRect(x: 10, y: 10, width: 80, height: 80), color: green),
            .endGroup,
        ])
        #expect(px(image, 30, 30) == [0, 255, 0, 255])
        #expect(px(image, 70, 30) == [0, 0, 0, 0])
        #expect(near(px(image, 70, 70), [0, 128, 0, 128], 1))
        #expect(px(image, 5, 5) == [0, 0, 0, 0])
    }

    @Test func groupIsCompositedThroughItsClip() {
        let group = GroupItem(opacity: 1, hasMask: false, shadow: nil, clip: 0, pixelBounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        let image = render([.beginGroup(group), layer(frame: CGRect(x: 0, y: 0, width: 100, height: 100), color: red), .endGroup],
                           clips: [clipRegion(translation(20.5, 20), size: CGSize(width: 30, height: 30))])
        #expect(px(image, 30, 30) == [255, 0, 0, 255])
        #expect(px(image, 10, 30) == [0, 0, 0, 0])
        #expect(near(px(image, 20, 30), covered(red, 0.5), 2))
        #expect(abs(coveredArea(image) - 900) < 0.5)
    }

    @Test func nestedGroupsComposeTheirOpacities() {
        let outer = GroupItem(opacity: 0.5, hasMask: false, shadow: nil, clip: -1, pixelBounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = GroupItem(opacity: 0.5, hasMask: false, shadow: nil, clip: -1, pixelBounds: CGRect(x: 20, y: 20, width: 60, height: 60))
        let image = render([.beginGroup(outer), .beginGroup(inner), layer(frame: CGRect(x: 20, y: 20, width: 60, height: 60), color: white),
                            .endGroup, .endGroup])
        #expect(near(px(image, 50, 50), [64, 64, 64, 64], 1))
    }

    @Test func instanceRunsDrawEveryCopy() {
        // One copy in the run's space; each further copy 25 px to the right.
        let run = InstanceRun(count: 4, step: CATransform3DMakeTranslation(25, 0, 0), placement: CATransform3DIdentity,
                              color: .white, colorOffsets: .zero, delay: 0)
        let image = render([.beginInstances(run), layer(frame: CGRect(x: 5, y: 10, width: 20, height: 20), color: green),
                            .endInstances])
        for k in 0..<4 { #expect(px(image, 15 + k * 25, 20) == [0, 255, 0, 255]) }
        #expect(abs(coveredArea(image) - 1600) < 0.5)
    }

    @Test func malformedCommandStreamsAreRepairedWithDiagnostics() {
        var image: PixelBuffer?
        let diagnostics = LaminaDiagnostics.capture {
            image = render([
                .endGroup,                       // no group to end
                .beginMask,                      // no group to mask
                .beginGroup(GroupItem(opacity: 1, hasMask: false, shadow: nil, clip: 7,
                                      pixelBounds: CGRect(x: 0, y: 0, width: 50, height: 50))),
                layer(frame: CGRect(x: 0, y: 0, width: 10, height: 10), color: red),
                .endGroup,
                layer(frame: CGRect(x: 20, y: 20, width: 10, height: 10), color: red, clip: 42),
                layer(frame: CGRect(x: 60, y: 60, width: 10, height: 10), color: red),
                .beginGroup(GroupItem(opacity: 1, hasMask: false, shadow: nil, clip: -1,
                                      pixelBounds: CGRect(x: 80, y: 0, width: 20, height: 20))),
                layer(frame: CGRect(x: 85, y: 5, width: 10, height: 10), color: blue),
                // never closed
            ], threads: 1)
        }
        #expect(diagnostics.count == 5)
        // The group with an out-of-range clip and the item with one are dropped.
        #expect(px(image!, 5, 5) == [0, 0, 0, 0])
        #expect(px(image!, 25, 25) == [0, 0, 0, 0])
        #expect(px(image!, 65, 65) == [255, 0, 0, 255])
        // The unclosed group is closed at the end of the frame.
        #expect(px(image!, 90, 10) == [0, 0, 255, 255])
    }

    @Test func statisticsCountItemsGroupsAndCulls() {
        let backend = CPUBackend(threadCount: 2)
        _ = render([
            layer(frame: CGRect(x: 10, y: 10, width: 10, height: 10), color: red),
            layer(frame: CGRect(x: 500, y: 10, width: 10, height: 10), color: red),
            layer(frame: CGRect(x: 10, y: 10, width: 10, height: 10), color: red, opacity: 0),
            .beginGroup(GroupItem(opacity: 1, hasMask: false, shadow: nil, clip: -1, pixelBounds: CGRect(x: 0, y: 0, width: 50, height: 50))),
            layer(frame: CGRect(x: 20, y: 20, width: 10, height: 10), color: blue),
            .endGroup,
        ], backend: backend)
        #expect(backend.statistics.itemsDrawn == 2)
        #expect(backend.statistics.itemsCulled == 2)
        #expect(backend.statistics.groups == 1)
        #expect(backend.statistics.frameTime > 0)
    }
}
