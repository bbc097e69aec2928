import Foundation
import Testing
@testable import LaminaRaster

/// Draws the `cpu` benchmark scenes and checks the drawing (something is drawn, bands
/// agree with one thread). Their speed is `lamina-bench cpu`'s business (DESIGN.md "Tests").
@Suite struct CPUBenchmarkTests {
    @Test(arguments: CPUBenchmarkScenes.names)
    func sceneDrawsTheSameOnOneAndManyCores(_ name: String) throws {
        let list = try #require(CPUBenchmarkScenes.scene(name, time: 0.7))
        let one = PixelBuffer(width: list.pixelWidth, height: list.pixelHeight)
        let many = PixelBuffer(width: list.pixelWidth, height: list.pixelHeight)
        CPUBackend(threadCount: 1).draw(list, into: one)
        CPUBackend(threadCount: 3).draw(list, into: many)
        #expect(ImageComparison.compare(one, many)?.isIdentical == true)
        #expect(coveredArea(one) > 10_000)
        saveForReview(one, "bench-\(name)")
    }
}
