import Foundation
import Testing
@testable import LaminaAssets
@testable import LaminaRaster

/// The committed pictures are what the generator draws now, and it draws the same bytes
/// every time: Assets/ cannot go stale, and regenerating it changes nothing.
@Suite struct AssetFreshnessTests {
    @Test func assetsFolderHoldsExactlyTheCatalog() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: AssetTestSupport.assetsFolder.path)
        let pngs = Set(files.filter { $0.hasSuffix(".png") })
        let expected = Set(AssetCatalog.pictures.map(\.fileName))
        #expect(pngs.subtracting(expected).isEmpty,
                "Assets/ holds pictures the generator does not make: \(pngs.subtracting(expected).sorted())")
        #expect(expected.subtracting(pngs).isEmpty,
                "Assets/ lacks \(expected.subtracting(pngs).sorted()); run `swift run lamina-assets`")
        #expect(Set(AssetCatalog.pictures.map(\.name)).count == AssetCatalog.pictures.count, "two pictures share a name")
    }

    @Test(arguments: AssetCatalog.pictures.map(\.name))
    func committedPictureEqualsTheGeneratorsPixels(_ name: String) throws {
        let url = AssetTestSupport.assetsFolder.appendingPathComponent(name + "@2x.png")
        let committed = try CGImage.load(contentsOf: url)
        let fresh = try AssetTestSupport.image(name)
        let sizes = "\(committed.width)×\(committed.height) committed, \(fresh.width)×\(fresh.height) drawn"
        let difference = try #require(ImageComparison.compare(committed, fresh),
                                      "Assets/\(name)@2x.png: \(sizes); run `swift run lamina-assets`")
        #expect(difference.isIdentical, "Assets/\(name)@2x.png is stale (\(difference)); run `swift run lamina-assets`")
    }

    @Test(arguments: ["LuckyAstrology", "LuckyRotateWheel", "Photo1", "Photo5", "Explosion4", "myHead"])
    func drawingTwiceGivesTheSamePNGBytes(_ name: String) throws {
        let picture = try AssetCatalog.picture(named: name)
        let first = try picture.render().pngData()
        let second = try picture.render().pngData()
        #expect(first == second)
        #expect(first == (try AssetTestSupport.image(name).pngData()))
    }

    @Test func writerWritesEveryRequestedPictureAsPNG() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-assets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let pictures = [try AssetCatalog.picture(named: "Avatar1"), try AssetCatalog.picture(named: "Explosion1")]
        let written = try AssetWriter.write(pictures, to: folder)
        #expect(written.map(\.lastPathComponent) == ["Avatar1@2x.png", "Explosion1@2x.png"])
        let bytes = try Data(contentsOf: written[0])
        #expect(bytes == (try AssetTestSupport.image("Avatar1").pngData()))
    }

    @Test func unknownNamesAndUnwritableFoldersAreReportedNotCrashed() throws {
        #expect(throws: AssetError.unknownPicture("Photo8")) { try AssetCatalog.picture(named: "Photo8") }
        #expect(AssetError.unknownPicture("Photo8").description.contains("LuckyAstrology"))
        let blocker = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-assets-file-\(UUID().uuidString)")
        try Data("not a folder".utf8).write(to: blocker)
        defer { try? FileManager.default.removeItem(at: blocker) }
        let picture = try AssetCatalog.picture(named: "Avatar1")
        do {
            _ = try AssetWriter.write([picture], to: blocker.appendingPathComponent("inside"))
            Issue.record("writing under a file succeeded")
        } catch {
            guard case .cannotWrite(let path, _) = error else { Issue.record("unexpected \(error)"); return }
            #expect(path.hasSuffix("inside"))
        }
    }
}
