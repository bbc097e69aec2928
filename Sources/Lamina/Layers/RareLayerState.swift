import Foundation

/// What few layers have, kept apart so a plain layer does not pay for it: its mask, the
/// layer it masks, the renderer it is the root of, and values for keys that name no
/// property. Owned by one layer (never shared).
final class RareLayerState {
    var customValues: [String: Any] = [:]
    var mask: CALayer?
    weak var maskedLayer: CALayer?
    weak var attachedRenderer: CARenderer?
}
