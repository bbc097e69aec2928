import Foundation

extension UIFont {
    /// How heavy a font's strokes are, as UIKit's `UIFont.Weight`: Apple's numbers, from
    /// −1 (lightest) through 0 (regular) to 1 (heaviest).
    public struct Weight: Hashable, RawRepresentable, Sendable {
        /// The weight's number (`.regular` is 0, `.bold` 0.4).
        public var rawValue: CGFloat

        /// The weight `rawValue`.
        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The weight `rawValue`.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The lightest: −0.8.
        public static let ultraLight = Weight(-0.8)
        /// Thin: −0.6.
        public static let thin = Weight(-0.6)
        /// Light: −0.4.
        public static let light = Weight(-0.4)
        /// The regular weight: 0.
        public static let regular = Weight(0)
        /// Medium: 0.23.
        public static let medium = Weight(0.23)
        /// Semibold: 0.3.
        public static let semibold = Weight(0.3)
        /// Bold: 0.4.
        public static let bold = Weight(0.4)
        /// Heavy: 0.56.
        public static let heavy = Weight(0.56)
        /// The heaviest: 0.62.
        public static let black = Weight(0.62)

        /// Apple's named weights and the style word a font name gives each.
        private static let named: [(Weight, String)] = [
            (.ultraLight, "UltraLight"), (.thin, "Thin"), (.light, "Light"), (.regular, ""), (.medium, "Medium"),
            (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black"),
        ]

        /// The style part of a font name for the named weight nearest this one ("-Bold";
        /// nothing for regular and for a weight that is not a number).
        var nameSuffix: String {
            guard rawValue.isFinite else { return "" }
            let nearest = Self.named.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!
            return nearest.1.isEmpty ? "" : "-" + nearest.1
        }
    }
}
