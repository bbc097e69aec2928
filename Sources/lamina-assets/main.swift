import Foundation
import LaminaAssets
import LaminaRaster

// lamina-assets: draws every picture the demo's scenes use and writes them as PNG files
// (README, "Assets"). Input: command-line options (AssetCommandLine); output: files;
// runs on the main thread, drawing two pictures at a time.

/// The repository's Assets/ folder, found from this file's place in the checkout.
let defaultOut = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Assets")

/// Writes `image` to `url`, naming the file when it cannot.
func writePicture(_ image: CGImage, to url: URL) throws(AssetError) {
    do { try image.writePNG(to: url) } catch { throw .cannotWrite(path: url.path, reason: "\(error)") }
}

do {
    let options = try AssetCommandLine(Array(CommandLine.arguments.dropFirst()))
    if options.help {
        print(AssetCommandLine.usage)
        exit(0)
    }
    if options.list {
        for picture in AssetCatalog.pictures {
            print("\(picture.fileName)\t\(picture.pixelWidth)x\(picture.pixelHeight)\t\(picture.summary)")
        }
        exit(0)
    }
    let pictures = options.pictures
    let out = options.out ?? defaultOut
    let images = try AssetWriter.render(pictures)
    let written = try AssetWriter.write(pictures, images: images, to: out)
    print("lamina-assets: wrote \(written.count) pictures to \(out.path)")
    if let sheet = options.sheet {
        do {
            try FileManager.default.createDirectory(at: sheet, withIntermediateDirectories: true)
        } catch {
            throw AssetError.cannotWrite(path: sheet.path, reason: error.localizedDescription)
        }
        for (family, image) in AssetWriter.contactSheets(pictures, images: images) {
            let url = sheet.appendingPathComponent("\(family.rawValue).png")
            try writePicture(image, to: url)
            print("lamina-assets: contact sheet \(url.path)")
        }
        if let wheel = WheelPreview.compose(Dictionary(uniqueKeysWithValues: zip(pictures.map(\.name), images))) {
            let url = sheet.appendingPathComponent("wheel-assembled.png")
            try writePicture(wheel, to: url)
            print("lamina-assets: the wheel assembled as scene 8 builds it, \(url.path)")
        }
    }
} catch let error as AssetError {
    FileHandle.standardError.write(Data((error.description + "\n").utf8))
    exit(1)
} catch {
    FileHandle.standardError.write(Data("lamina-assets: \(error)\n".utf8))
    exit(1)
}
