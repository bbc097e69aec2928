import Foundation
import XCTest
@testable import LaminaGL
import LaminaRaster
import LaminaRenderList

/// Both backends draw through one frame-preparation stage: a malformed list gets the
/// same diagnostics from each (said once, by the stage, not by a backend), and the same
/// items culled and drawn.
final class PreparationTests: XCTestCase {
    /// An unclosed group, an `endGroup` without one, a mask outside a masked group, a
    /// clip parent out of range, a clip cycle and an item naming a clip out of range.
    func malformedList() -> RenderList {
        let red = CGColor.RGBA(red: 1, green: 0, blue: 0, alpha: 1)
        let commands: [RenderCommand] = [
            layerItem(frame: CGRect(x: 0, y: 0, width: 10, height: 10), color: red),
            .endGroup,
            .beginMask,
            layerItem(frame: CGRect(x: 10, y: 10, width: 10, height: 10), color: red, clip: 1),
            layerItem(frame: CGRect(x: 20, y: 20, width: 10, height: 10), color: red, clip: 7),
            .beginGroup(GroupItem(opacity: 0.5, hasMask: false, shadow: nil, clip: -1,
                                  pixelBounds: CGRect(x: 0, y: 0, width: 50, height: 50))),
            layerItem(frame: CGRect(x: 30, y: 30, width: 10, height: 10), color: red),
        ]
        let size = CGSize(width: 40, height: 40)
        return renderList(commands, clips: [clipRegion(CATransform3DIdentity, size: size, parent: 9),
                                           clipRegion(CATransform3DIdentity, size: size, parent: 2),
                                           clipRegion(CATransform3DIdentity, size: size, parent: 1)],
                          width: 50, height: 50)
    }

    func testMalformedListsGetTheSameDiagnosticsFromBothBackends() throws {
        let list = malformedList()
        let context = try makeContext(50, 50)
        let gl = GLBackend(context: context)
        let cpu = CPUBackend(threadCount: 1)
        let target = PixelBuffer(width: 50, height: 50)
        let fromGL = LaminaDiagnostics.capture { gl.draw(list) }.map(\.message)
        let fromCPU = LaminaDiagnostics.capture { cpu.draw(list, into: target) }.map(\.message)
        XCTAssertFalse(fromCPU.isEmpty)
        XCTAssertEqual(Set(fromGL), Set(fromCPU))
        XCTAssertTrue(fromCPU.allSatisfy { $0.hasPrefix("RenderList:") }, "\(fromCPU)")
        for expected in ["endGroup without beginGroup", "beginMask outside a masked group", "clip parent 9 out of range",
                         "clip regions form a cycle", "clip index 7 out of range", "not closed"] {
            XCTAssertTrue(fromCPU.contains { $0.contains(expected) }, "no diagnostic saying \(expected)")
        }
        // One stage decides: the same items drawn and culled.
        XCTAssertEqual(gl.statistics.itemsDrawn, cpu.statistics.itemsDrawn)
        XCTAssertEqual(gl.statistics.itemsCulled, cpu.statistics.itemsCulled)
        XCTAssertEqual(gl.statistics.groups, cpu.statistics.groups)
    }

    /// The part of a destination axis kept near a layer (`NinePartAxis.part`) shows, at
    /// each distance within it, the unit source position the whole axis showed there:
    /// parts starting in the fixed lead, in the stretched middle and in the fixed trail,
    /// parts reaching from one into the next, of a plain axis and of one whose ends were
    /// shrunk to fit. The whole axis's positions are worked out here from its definition.
    func testAPartOfADestinationAxisMapsEachDistanceAsTheWholeAxisDid() {
        // Length 100, natural length 10, centre 0.2 ... 0.7: lead 2, trail 3, middle 95.
        // Length 4, natural 10, centre 0.5 ... 0.5: lead and trail 5 each, shrunk to 2 each.
        func whole(_ d: Double, length: Double, lead: Double, trail: Double, c0: Double, c1: Double) -> Double {
            if d < lead { return d / lead * c0 }
            if d > length - trail { return c1 + (d - (length - trail)) / trail * (1 - c1) }
            let middle = length - lead - trail
            return middle > 0 ? c0 + (d - lead) / middle * (c1 - c0) : c0
        }
        let cases: [(axis: NinePartAxis, lead: Double, trail: Double, c0: Double, c1: Double)] = [
            (NinePartAxis(length: 100, natural: 10, c0: 0.2, c1: 0.7), 2, 3, 0.2, 0.7),
            (NinePartAxis(length: 4, natural: 10, c0: 0.5, c1: 0.5), 2, 2, 0.5, 0.5),
            (NinePartAxis.plain(length: 100), 0, 0, 0, 1),
        ]
        for (axis, lead, trail, c0, c1) in cases {
            let length = axis.length
            for (start, partLength) in [(0.5, 1.0), (1.0, 30.0), (20.0, 50.0), (60.0, 39.5), (97.5, 2.0), (0.0, 100.0),
                                        (1.5, 1.0), (0.25, 3.5)] where start + partLength <= length {
                let (part, u0, u1) = axis.part(from: start, length: partLength)
                XCTAssertEqual(part.length, partLength)
                for k in 0...20 {
                    let t = partLength * Double(k) / 20
                    let expected = whole(start + t, length: length, lead: lead, trail: trail, c0: c0, c1: c1)
                    XCTAssertEqual(u0 + part.map(t) * (u1 - u0), expected, accuracy: 1e-12,
                                   "axis \(length) part \(start) + \(partLength) at \(t)")
                }
            }
        }
    }

}
