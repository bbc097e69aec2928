import Foundation
import LaminaAssets

// lamina-assets: draws every picture the demo's scenes use and writes them as PNG files
// (README, "Assets"). Input: command-line options; output: files; runs on the main
// thread, drawing two pictures at a time.

let usage = """
    usage: lamina-assets [--out DIR] [--sheet DIR] [--only NAME[,NAME…]] [--list]
      --out DIR    where the PNG files go (default: the repository's Assets/)
      --sheet DIR  also write one contact sheet per family (zodiac.png, wheel.png, …) and the
                   wheel assembled as scene 8 builds it (wheel-assembled.png) into DIR
      --only NAMES draw only these pictures (names as in --list)
      --list       print every picture's name, pixel size and what it shows, and exit
    """

/// The repository's Assets/ folder, found from this file's place in the checkout.
let defaultOut = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Assets")

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(1)
}

var out = defaultOut, sheet: URL?, only: [String]?, list = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--out", "--sheet", "--only":
        guard let value = arguments.popFirst(), !value.isEmpty, !value.hasPrefix("--") else {
            fail("lamina-assets: \(argument) needs a value\n\(usage)")
        }
        switch argument {
        case "--out": out = URL(fileURLWithPath: value)
        case "--sheet": sheet = URL(fileURLWithPath: value)
        default: only = value.split(separator: ",").map(String.init)
        }
    case "--list": list = true
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        fail("lamina-assets: unknown argument \(argument)\n\(usage)")
    }
}

if list {
    for picture in AssetCatalog.pictures {
        print("\(picture.fileName)\t\(picture.pixelWidth)x\(picture.pixelHeight)\t\(picture.summary)")
    }
    exit(0)
}

do {
    let pictures = try only.map { names throws(AssetError) in try names.map { name throws(AssetError) in try AssetCatalog.picture(named: name) } }
        ?? AssetCatalog.pictures
    let images = try AssetWriter.render(pictures)
    let written = try AssetWriter.write(pictures, images: images, to: out)
    print("lamina-assets: wrote \(written.count) pictures to \(out.path)")
    if let sheet {
        do {
            try FileManager.default.createDirectory(at: sheet, withIntermediateDirectories: true)
        } catch {
            throw AssetError.cannotWrite(path: sheet.path, reason: error.localizedDescription)
        }
        for (family, image) in AssetWriter.contactSheets(pictures, images: images) {
            let url = sheet.appendingPathComponent("\(family.rawValue).png")
            do { try image.writePNG(to: url) } catch { throw AssetError.cannotWrite(path: url.path, reason: "\(error)") }
            print("lamina-assets: contact sheet \(url.path)")
        }
        if let wheel = WheelPreview.compose(Dictionary(uniqueKeysWithValues: zip(pictures.map(\.name), images))) {
            let url = sheet.appendingPathComponent("wheel-assembled.png")
            do { try wheel.writePNG(to: url) } catch { throw AssetError.cannotWrite(path: url.path, reason: "\(error)") }
            print("lamina-assets: the wheel assembled as scene 8 builds it, \(url.path)")
        }
    }
} catch let error as AssetError {
    fail(error.description)
} catch {
    fail("lamina-assets: \(error)")
}
