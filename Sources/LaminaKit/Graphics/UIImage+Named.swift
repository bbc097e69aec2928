import Foundation
import Lamina

/// `UIImage(named:)`: pictures by name from the assets folder, cached as UIKit caches
/// named images.
///
/// Where the folder is looked for, first hit wins:
/// 1. the folders in the `LAMINA_ASSETS` environment variable (separated by `:`);
/// 2. an `Assets` folder beside the executable or in any folder above it (a SwiftPM
///    build runs from `.build/<config>/` inside the repository);
/// 3. an `Assets` folder in the working directory or any folder above it.
/// Inside a folder a name matches `name`, `name.png`, `name@2x.png` or `name@3x.png`,
/// at any depth (the scenes' pictures live in sub-folders).
extension UIImage {
    /// The picture named `name` in the assets folder; nil, with a diagnostic naming
    /// the folders searched, when there is none (or it is not a readable PNG).
    public convenience init?(named name: String) {
        guard let image = NamedImages.shared.image(named: name) else { return nil }
        self.init(cgImage: image.cgImage, scale: image.scale, orientation: .up)
    }
}

/// The cache and the folder search behind `UIImage(named:)`.
final class NamedImages: @unchecked Sendable {
    static let shared = NamedImages()

    private let lock = NSLock()
    private var cache: [String: (cgImage: CGImage, scale: CGFloat)] = [:]
    /// Every file under each assets folder, by file name.
    private var indexes: [URL: [String: URL]] = [:]

    func image(named name: String) -> (cgImage: CGImage, scale: CGFloat)? {
        guard !name.isEmpty else {
            LaminaDiagnostics.report(.invalidArgument, "UIImage(named: \"\"): the name is empty; returned nil")
            return nil
        }
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[name] { return cached }
        let folders = NamedImages.assetFolders()
        for folder in folders {
            let index = files(in: folder)
            for candidate in NamedImages.candidates(for: name) {
                guard let url = index[candidate] else { continue }
                do {
                    let image = (try CGImage.load(contentsOf: url), UIImage.scale(ofFileNamed: candidate))
                    cache[name] = image
                    return image
                } catch {
                    LaminaDiagnostics.report(.invalidArgument,
                        "UIImage(named: \"\(name)\"): \(url.path) is not a readable PNG (\(error)); returned nil")
                    return nil
                }
            }
        }
        let searched = folders.isEmpty ? "no Assets folder was found" : "searched " + folders.map(\.path).joined(separator: ", ")
        LaminaDiagnostics.report(.invalidArgument,
            "UIImage(named: \"\(name)\"): no such picture (\(searched); LAMINA_ASSETS names other folders); returned nil")
        return nil
    }

    /// Forgets the cached pictures and folder listings (tests, changed folders).
    func reset() {
        lock.lock()
        defer { lock.unlock() }
        cache = [:]
        indexes = [:]
    }

    private static func candidates(for name: String) -> [String] {
        if !(name as NSString).pathExtension.isEmpty { return [name] }
        return [name + ".png", name + "@2x.png", name + "@3x.png", name]
    }

    private func files(in folder: URL) -> [String: URL] {
        if let index = indexes[folder] { return index }
        var index: [String: URL] = [:]
        if let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) {
            for case let url as URL in walker where index[url.lastPathComponent] == nil {
                index[url.lastPathComponent] = url
            }
        }
        indexes[folder] = index
        return index
    }

    /// The assets folders, in search order.
    static func assetFolders() -> [URL] {
        var folders: [URL] = []
        var seen = Set<String>()
        func add(_ url: URL) {
            var isDirectory: ObjCBool = false
            let path = url.standardizedFileURL.path
            guard !seen.contains(path), FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
                  isDirectory.boolValue else { return }
            seen.insert(path)
            folders.append(URL(fileURLWithPath: path, isDirectory: true))
        }
        if let variable = ProcessInfo.processInfo.environment["LAMINA_ASSETS"] {
            for part in variable.split(separator: ":") where !part.isEmpty {
                add(URL(fileURLWithPath: String(part), isDirectory: true))
            }
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        for start in [executable.deletingLastPathComponent(),
                      URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)] {
            var folder = start.standardizedFileURL
            while true {
                add(folder.appendingPathComponent("Assets", isDirectory: true))
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        return folders
    }
}
