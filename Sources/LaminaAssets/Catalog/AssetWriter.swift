import Foundation
import LaminaRaster

/// Why pictures could not be made, written or checked.
public enum AssetError: Error, Equatable, CustomStringConvertible {
    /// A picture could not be drawn.
    case cannotDraw(name: String, reason: String)
    /// The output folder could not be made or written.
    case cannotWrite(path: String, reason: String)
    /// No picture has this name.
    case unknownPicture(String)
    /// `lamina-assets` was given arguments it cannot use.
    case badArgument(String)

    /// The message `lamina-assets` prints.
    public var description: String {
        switch self {
        case .cannotDraw(let name, let reason): "lamina-assets: cannot draw \(name): \(reason)"
        case .cannotWrite(let path, let reason): "lamina-assets: cannot write \(path): \(reason)"
        case .unknownPicture(let name):
            "lamina-assets: no picture is named \(name) (known: \(AssetCatalog.pictures.map(\.name).joined(separator: ", ")))"
        case .badArgument(let reason): "lamina-assets: \(reason)\n\(AssetCommandLine.usage)"
        }
    }
}

/// Writes the catalog's pictures as PNG files, checks a folder against them, and makes
/// a contact sheet of them for review.
public enum AssetWriter {
    /// Draws `pictures` (two at a time: each has its own canvas) in catalog order.
    ///
    /// - Throws: the first picture's `AssetError` that could not be drawn.
    public static func render(_ pictures: [AssetPicture]) throws(AssetError) -> [CGImage] {
        let results = ResultBox(count: pictures.count)
        DispatchQueue.concurrentPerform(iterations: pictures.count) { i in
            results.set(i, Result { () throws(AssetError) -> CGImage in try pictures[i].render() })
        }
        var images: [CGImage] = []
        for result in results.values {
            switch result {
            case .success(let image): images.append(image)
            case .failure(let error): throw error
            case nil: throw .cannotDraw(name: "?", reason: "not drawn")
            }
        }
        return images
    }

    /// Draws each picture and writes it as `<name>@2x.png` into `folder` (made when
    /// missing); returns the files written.
    ///
    /// - Throws: `AssetError.cannotWrite` naming the folder or file that failed.
    public static func write(_ pictures: [AssetPicture], to folder: URL) throws(AssetError) -> [URL] {
        try write(pictures, images: render(pictures), to: folder)
    }

    /// Writes `images` (drawn from `pictures`, in the same order) as `<name>@2x.png` into
    /// `folder` (made when missing); returns the files written.
    ///
    /// - Throws: `AssetError.cannotWrite` naming the folder or file that failed.
    public static func write(_ pictures: [AssetPicture], images: [CGImage], to folder: URL) throws(AssetError) -> [URL] {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path: folder.path, reason: error.localizedDescription)
        }
        var written: [URL] = []
        for (picture, image) in zip(pictures, images) {
            let url = folder.appendingPathComponent(picture.fileName)
            do {
                try image.writePNG(to: url)
            } catch {
                throw .cannotWrite(path: url.path, reason: "\(error)")
            }
            written.append(url)
        }
        return written
    }

    /// One contact sheet per family: each picture over a checkerboard (so transparency
    /// shows) with its name and pixel size underneath.
    public static func contactSheets(_ pictures: [AssetPicture], images: [CGImage]) -> [(AssetPicture.Family, CGImage)] {
        AssetPicture.Family.allCases.compactMap { family in
            let members = zip(pictures, images).filter { $0.0.family == family }
            guard !members.isEmpty else { return nil }
            let columns = switch family {
            case .zodiac: 1
            case .wheel, .photo: 3
            case .explosion: 8
            case .avatar: 5
            }
            var sheet = ContactSheet(columns: columns)
            for (picture, image) in members {
                sheet.add(image.pixels, label: "\(picture.name) \(image.width)x\(image.height)")
            }
            return (family, CGImage(pixels: sheet.render()))
        }
    }
}

/// Results filled in by concurrent workers, each writing its own slot.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [Result<CGImage, AssetError>?]

    init(count: Int) {
        values = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ result: Result<CGImage, AssetError>) {
        lock.lock()
        values[index] = result
        lock.unlock()
    }
}
