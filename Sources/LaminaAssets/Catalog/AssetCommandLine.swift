import Foundation

/// `lamina-assets`'s options, parsed from its arguments (the executable stays a thin
/// loop over this and `AssetWriter`). Bad arguments become `AssetError.badArgument`
/// with the usage text, never a crash.
public struct AssetCommandLine: Equatable, Sendable {
    /// Where the PNG files go; nil means the repository's Assets/.
    public var out: URL?
    /// Where contact sheets go, when asked for.
    public var sheet: URL?
    /// The pictures to draw (all when nil).
    public var only: [String]?
    /// Print the catalog and stop.
    public var list = false
    /// Print the usage and stop.
    public var help = false

    /// What `--help` prints.
    public static let usage = """
        usage: lamina-assets [--out DIR] [--sheet DIR] [--only NAME[,NAME…]] [--list]
          --out DIR    where the PNG files go (default: the repository's Assets/)
          --sheet DIR  also write one contact sheet per family (zodiac.png, wheel.png, …) and the
                       wheel assembled as scene 8 builds it (wheel-assembled.png) into DIR
          --only NAMES draw only these pictures (names as in --list)
          --list       print every picture's name, pixel size and what it shows, and exit
        """

    /// Options from `arguments` (without the program's name).
    ///
    /// - Throws: `AssetError.badArgument` for an unknown option, an option missing its
    ///   value, or `--only` naming a picture that does not exist.
    public init(_ arguments: [String]) throws(AssetError) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--out", "--sheet", "--only":
                guard let value = rest.popFirst(), !value.isEmpty, !value.hasPrefix("--") else {
                    throw .badArgument("\(argument) needs a value")
                }
                switch argument {
                case "--out": out = URL(fileURLWithPath: value)
                case "--sheet": sheet = URL(fileURLWithPath: value)
                default:
                    let names = value.split(separator: ",").map(String.init)
                    for name in names { _ = try AssetCatalog.picture(named: name) }
                    only = names
                }
            case "--list": list = true
            case "-h", "--help": help = true
            default: throw .badArgument("unknown argument \(argument)")
            }
        }
    }

    /// The pictures these options ask for, in catalog order.
    public var pictures: [AssetPicture] {
        guard let only else { return AssetCatalog.pictures }
        return AssetCatalog.pictures.filter { only.contains($0.name) }
    }
}
