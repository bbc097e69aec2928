import Foundation
import Lamina

/// Geometry: `frame`, `bounds`, `center` and `transform`, all read from and written to
/// the layer, and conversion between views' coordinate spaces.
///
/// UIKit's relationships hold: `center` is the layer's `position` and `bounds` its
/// bounds, whatever the transform; `frame` is derived from them. With a non-identity
/// `transform` UIKit calls `frame` undefined: here it reads as the bounding box of the
/// transformed bounds (the layer's), and changing `transform` never changes `center`
/// or `bounds`.
extension UIView {
    /// What `frame` does (declared open in `UIView.swift`, for subclasses to override).
    package var defaultFrame: CGRect {
        get { layer.frame }
        set {
            setLayerProperty("frame", newValue, isFinite: newValue.isFiniteRect, animating: "position", "bounds") {
                layer.frame = newValue
            }
        }
    }

    /// What `bounds` does (declared open in `UIView.swift`, for subclasses to override).
    package var defaultBounds: CGRect {
        get { layer.bounds }
        set {
            setLayerProperty("bounds", newValue, isFinite: newValue.isFiniteRect, animating: "bounds") {
                layer.bounds = newValue
            }
        }
    }

    /// What `center` does (declared open in `UIView.swift`, for subclasses to override).
    package var defaultCenter: CGPoint {
        get { layer.position }
        set {
            setLayerProperty("center", newValue, isFinite: newValue.x.isFinite && newValue.y.isFinite,
                             animating: "position") {
                layer.position = newValue
            }
        }
    }

    /// What `transform` does (declared open in `UIView.swift`, for subclasses to override).
    package var defaultTransform: CGAffineTransform {
        get { layer.affineTransform() }
        set {
            setLayerProperty("transform", newValue, animating: "transform") { layer.setAffineTransform(newValue) }
        }
    }

    /// The layer's 3D transform.
    public var transform3D: CATransform3D {
        get { layer.transform }
        set {
            setLayerProperty("transform3D", newValue, animating: "transform") { layer.transform = newValue }
        }
    }

    /// Sets a layer property from a view property's setter: a value that is not finite
    /// is refused with a diagnostic naming `property`; otherwise the old values of the
    /// layer's `keys` are kept for an enclosing animation block (which animates them
    /// from there), then `apply` sets the new one.
    func setLayerProperty<Value>(_ property: String, _ value: Value, isFinite: Bool = true, animating keys: String...,
                                 apply: () -> Void) {
        guard isFinite else {
            return LaminaDiagnostics.report(.nonFiniteValue, "UIView.\(property): refused \(value)")
        }
        for key in keys { ViewAnimationState.recordOldValue(of: layer, forKey: key) }
        apply()
    }

    // MARK: Conversion

    /// What `convert(…)` does (declared open in `UIView.swift`, for subclasses to override).
    package func defaultConvert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: conversionLayer(view))
    }

    /// What `convert(…)` does (declared open in `UIView.swift`, for subclasses to override).
    package func defaultConvert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: conversionLayer(view))
    }

    /// What `convert(…)` does (declared open in `UIView.swift`, for subclasses to override).
    package func defaultConvert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: conversionLayer(view))
    }

    /// What `convert(…)` does (declared open in `UIView.swift`, for subclasses to override).
    package func defaultConvert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: conversionLayer(view))
    }

    /// The layer of `view`, or for nil the window's (UIKit's rule), or the topmost
    /// ancestor's when the view is in no window.
    private func conversionLayer(_ view: UIView?) -> CALayer {
        if let view { return view.layer }
        var top: UIView = self
        while let parent = top.storedSuperview { top = parent }
        return top.layer
    }
}

extension CGRect {
    var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
