// Lamina: Core Animation for Linux.
//
// `import Lamina` is all an app writes: it brings QuartzCore's share (CATransform3D,
// CALayer and its subclasses, key paths) and re-exports LaminaGraphics (CoreGraphics'
// share: CGAffineTransform, CGColor, CGPath), LaminaText (CoreText's share: CTFont,
// CGFont, the attributed-string keys) and Foundation's geometry types.
@_exported import Foundation
@_exported import LaminaGraphics
@_exported import LaminaText
@_spi(LaminaBackend) @_exported import LaminaRenderList
