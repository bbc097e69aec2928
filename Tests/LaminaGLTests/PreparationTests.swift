import Foundation
import XCTest
@testable import LaminaGL
import LaminaRaster

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
}
