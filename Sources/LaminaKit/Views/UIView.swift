import Foundation
import Lamina

/// A rectangle of the interface backed by a layer: geometry, appearance, subviews,
/// touches and gestures. As in UIKit, the view is its layer's delegate: it draws the
/// layer's content (`draw(_:)`), lays out (`layoutSubviews()`), and decides the layer's
/// actions — so its own layer never animates implicitly outside an animation block.
///
/// Geometry and appearance live in the layer (`frame`, `bounds`, `center`, `alpha`…
/// read and write it); the other concerns are in the `UIView+…` files.
open class UIView: UIResponder, CALayerDelegate {
    /// The class of the layer made for each view of this class. Override it to back a
    /// view by another layer class (`CAReplicatorLayer.self` for a reflection). Lamina's
    /// own layer classes and their subclasses that Lamina knows are supported; another
    /// class is reported and replaced by its nearest Lamina superclass.
    open class var layerClass: AnyClass { CALayer.self }

    /// The layer that draws the view; its delegate is the view.
    public var layer: CALayer { storedLayer }
    private var storedLayer: CALayer!

    var storedSubviews: [UIView] = []
    weak var storedSuperview: UIView?
    /// The view controller whose root view this is.
    weak var owningViewController: UIViewController?
    var storedBackgroundColor: UIColor?
    var storedTintColor: UIColor?
    var storedGestureRecognizers: [UIGestureRecognizer] = []
    /// Running block animations of this view made without `.allowUserInteraction`.
    var animationsBlockingTouches = 0
    /// Set by `UIView.draw(_:)` itself (the class may not override it).
    var reachedBaseDraw = false

    /// A view with the frame `frame` (in its future superview's coordinates).
    public init(frame: CGRect) {
        super.init()
        storedLayer = UIView.makeLayer(for: type(of: self))
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.delegate = self
        layer.contentsScale = UIScreen.main.scale
        self.frame = frame
        CATransaction.commit()
    }

    /// A view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Lamina does not archive views; decoding gives nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Appearance

    /// The colour behind the content; nil (the default) is transparent.
    open var backgroundColor: UIColor? {
        get {
            // The colour set, unless the layer's was changed behind the view's back.
            if storedBackgroundColor?.cgColor == layer.backgroundColor { return storedBackgroundColor }
            return layer.backgroundColor.map(UIColor.init(cgColor:))
        }
        set {
            setLayerProperty("backgroundColor", newValue, animating: "backgroundColor") {
                storedBackgroundColor = newValue
                layer.backgroundColor = newValue?.cgColor
            }
        }
    }

    /// The view's opacity, 0…1 (the layer's `opacity`). Views with alpha below 0.01 are
    /// skipped by hit testing, as UIKit's.
    open var alpha: CGFloat {
        get {
            // The value set, unless the layer's opacity was changed behind the view's back.
            Float(storedAlpha) == layer.opacity ? storedAlpha : CGFloat(layer.opacity)
        }
        set {
            setLayerProperty("alpha", newValue, isFinite: newValue.isFinite, animating: "opacity") {
                storedAlpha = newValue
                layer.opacity = Float(newValue)
            }
        }
    }
    private var storedAlpha: CGFloat = 1

    /// Whether the view is hidden (and skipped by hit testing).
    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    /// Whether subviews are clipped to the bounds (the layer's `masksToBounds`).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// A hint that the view is fully opaque.
    open var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }

    /// Whether the view receives touches. When false, hit testing skips the view and
    /// its subviews. Default true.
    open var isUserInteractionEnabled = true

    /// Whether the view receives more than one touch at once (the pointer is one touch).
    open var isMultipleTouchEnabled = false

    /// A number for finding the view with `viewWithTag(_:)`.
    open var tag = 0

    /// How the content (a layer's `contents`) is laid out in the bounds.
    open var contentMode: ContentMode = .scaleToFill {
        didSet { layer.contentsGravity = contentMode.gravity }
    }

    // MARK: Margins and mask (UIView+LayoutMargins.swift, UIView+Mask.swift)

    /// The default spacing between the view's edges and its content: 8 points on each
    /// side, UIKit's default for views. A change calls `layoutMarginsDidChange()` and
    /// marks the view for layout; non-finite insets are refused with a diagnostic.
    open var layoutMargins: UIEdgeInsets {
        get { storedLayoutMargins }
        set { changeLayoutMargins(to: newValue) }
    }
    var storedLayoutMargins = UIView.defaultLayoutMargins

    /// `layoutMargins` with the horizontal edges named by reading direction; Lamina
    /// lays out left to right, so `leading` is `left` and `trailing` is `right`.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { layoutMargins.directional }
        set { layoutMargins = newValue.leftToRight }
    }

    /// Called after `layoutMargins` changed. The default does nothing, as UIKit's.
    open func layoutMarginsDidChange() {}

    /// The insets of the part of the view that bars and screen edges do not cover. UIKit
    /// counts status, navigation, tab and tool bars and the screen's cutouts; Lamina has
    /// no bars and a desktop window has no cutouts, so nothing covers a view and the
    /// insets are 0 (UIKit's value for a view nothing covers).
    open var safeAreaInsets: UIEdgeInsets { .zero }

    /// Called when the safe area changes; Lamina's never does, so it is not called.
    open func safeAreaInsetsDidChange() {}

    /// A view whose alpha masks this view's content: its layer becomes `layer.mask`.
    /// The mask view is taken out of its superview (a mask has none), is positioned in
    /// this view's coordinates, and is not hit tested.
    open var mask: UIView? {
        get { currentMask }
        set { changeMask(to: newValue) }
    }
    var storedMask: UIView?

    /// The colour tinted content uses (UIKit's `tintColor`): the view's own, or — unset,
    /// or set to nil — its superview's, up to the system blue at the root. A change, set
    /// here or inherited (a new colour above, or a move to a superview of another tint),
    /// calls `tintColorDidChange()` on the view and on the descendants that inherit it.
    open var tintColor: UIColor! {
        get { storedTintColor ?? storedSuperview?.tintColor ?? .systemBlue }
        set {
            let old = tintColor.cgColor
            storedTintColor = newValue
            if tintColor.cgColor != old { propagateTintChange() }
        }
    }

    /// Called when the view's effective `tintColor` changes. Does nothing by default;
    /// views that draw with their tint override it.
    open func tintColorDidChange() {}

    /// Tells the view and the descendants that inherit its tint that it changed.
    func propagateTintChange() {
        tintColorDidChange()
        for subview in storedSubviews where subview.storedTintColor == nil {
            subview.propagateTintChange()
        }
    }

    // MARK: Responder chain

    /// The view controller whose root view this is, or else the superview.
    open override var next: UIResponder? {
        if let owningViewController { return owningViewController }
        return storedSuperview
    }

    // MARK: Overridable behaviour (the defaults live in the UIView+… files)

    /// The view's rectangle in its superview's coordinates. Setting it sets `center`
    /// and the bounds' size; the bounds' origin is kept.
    open var frame: CGRect {
        get { defaultFrame }
        set { defaultFrame = newValue }
    }

    /// The view's own coordinate space: its origin (scrolls the subviews) and size.
    open var bounds: CGRect {
        get { defaultBounds }
        set { defaultBounds = newValue }
    }

    /// The centre of the frame, in the superview's coordinates (the layer's `position`,
    /// which is the centre while `anchorPoint` is (0.5, 0.5)).
    open var center: CGPoint {
        get { defaultCenter }
        set { defaultCenter = newValue }
    }

    /// The transform applied about the centre (the layer's anchor point), relative to the
    /// superview; `center` and `bounds` do not change with it.
    open var transform: CGAffineTransform {
        get { defaultTransform }
        set { defaultTransform = newValue }
    }

    /// Adds `view` in front of the other subviews (moving it there if it is one).
    open func addSubview(_ view: UIView) {
        defaultAddSubview(view)
    }

    /// Inserts `view` at `index` of `subviews` (clamped to the valid range).
    open func insertSubview(_ view: UIView, at index: Int) {
        defaultInsertSubview(view, at: index)
    }

    /// Inserts `view` just behind `siblingSubview`.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        defaultInsertSubview(view, belowSubview: siblingSubview)
    }

    /// Inserts `view` just in front of `siblingSubview`.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        defaultInsertSubview(view, aboveSubview: siblingSubview)
    }

    /// Moves `view` in front of its siblings.
    open func bringSubviewToFront(_ view: UIView) {
        defaultBringSubviewToFront(view)
    }

    /// Moves `view` behind its siblings.
    open func sendSubviewToBack(_ view: UIView) {
        defaultSendSubviewToBack(view)
    }

    /// Removes the view from its superview (and its layer from the superview's layer).
    open func removeFromSuperview() {
        defaultRemoveFromSuperview()
    }

    /// Marks the view as needing `layoutSubviews()` at the next layout pass.
    open func setNeedsLayout() {
        defaultSetNeedsLayout()
    }

    /// Lays out now if a layout is pending (this view's or an ancestor's).
    open func layoutIfNeeded() {
        defaultLayoutIfNeeded()
    }

    /// Marks the whole view as needing `draw(_:)` at the next display pass.
    open func setNeedsDisplay() {
        defaultSetNeedsDisplay()
    }

    /// Marks part of the view (in its coordinates) as needing `draw(_:)`.
    open func setNeedsDisplay(_ rect: CGRect) {
        defaultSetNeedsDisplay(rect)
    }

    /// Converts `point` from this view's coordinates to `view`'s (the window's when nil).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        defaultConvert(point, to: view)
    }

    /// Converts `point` from `view`'s coordinates (the window's when nil) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        defaultConvert(point, from: view)
    }

    /// Converts `rect` from this view's coordinates to `view`'s (the window's when nil):
    /// the bounding box of the converted rectangle.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        defaultConvert(rect, to: view)
    }

    /// Converts `rect` from `view`'s coordinates (the window's when nil) to this view's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        defaultConvert(rect, from: view)
    }

    /// Lays out the subviews. Called when the view's layer lays out (after
    /// `setNeedsLayout()`, a change of the bounds' size, subviews added or removed).
    /// The default does nothing.
    open func layoutSubviews() {}

    /// Draws the view's content into `UIGraphicsGetCurrentContext()`, in the view's
    /// coordinates; called after `setNeedsDisplay()`. The default draws nothing.
    open func draw(_ rect: CGRect) {
        reachedBaseDraw = true
    }

    /// The farthest descendant of the view (or the view) that contains `point` (in the
    /// view's coordinates) and takes touches. UIKit's rules: hidden views, views with
    /// alpha below 0.01 and views with user interaction off are skipped with their
    /// subviews; subviews are searched front to back; a point outside the view is not
    /// searched further (subviews sticking out do not get it), per `point(inside:with:)`.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        defaultHitTest(point, with: event)
    }

    /// Whether `point` (in the view's coordinates) is inside the view: its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The natural size of the view's content, as Auto Layout would read it: for a plain
    /// view `UIView.noIntrinsicMetric` in both dimensions (labels and image views give
    /// their text's and image's size). Lamina has no Auto Layout; layout code can read it.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells the view its `intrinsicContentSize` changed: with no Auto Layout, it marks
    /// the superview for layout.
    open func invalidateIntrinsicContentSize() {
        superview?.setNeedsLayout()
    }

    /// The value of a dimension a view has no intrinsic size in (UIKit's −1).
    public static let noIntrinsicMetric: CGFloat = -1

    /// The size that fits `size`: the current bounds' size by default.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Resizes the view to `sizeThatFits` its current size.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        bounds = CGRect(origin: bounds.origin, size: size)
    }

    /// Called after `subview` was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the view moves to `newSuperview` (nil: removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview (or was removed).
    open func didMoveToSuperview() {}
    /// Called before the view moves to `newWindow` (nil: leaves its window).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view moved to a window (or left it).
    open func didMoveToWindow() {}

    /// The pixels per point of the view's drawn content (its layer's `contentsScale`).
    /// UIKit sets it to the window's scale when the view joins a window; setting it
    /// redraws a view that draws at the new scale.
    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set {
            guard newValue.isFinite, newValue > 0 else {
                return LaminaDiagnostics.report(.invalidArgument,
                    "UIView.contentScaleFactor must be finite and positive, not \(newValue); unchanged")
            }
            guard newValue != layer.contentsScale else { return }
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            adoptContentScale(newValue)
            CATransaction.commit()
            if !(self is UIImageView), !NonDrawingViewClasses.contains(type(of: self)) { setNeedsDisplay() }
        }
    }

    /// Takes the window's pixels per point for drawn content (image views keep their
    /// picture's scale; labels pass it to their text layer).
    func adoptContentScale(_ scale: CGFloat) {
        if layer.contentsScale != scale { layer.contentsScale = scale }
    }

    /// Called on views made from an interface file; Lamina has none, so it is only
    /// called by code that calls it (ported `awakeFromNib` set-up code keeps working).
    open func awakeFromNib() {}

    /// Whether `gestureRecognizer` may begin; the default allows it.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: CALayerDelegate

    /// The layer's action for `event`: `NSNull` (none) outside an animation block, so
    /// a view's own layer never animates implicitly; inside a block, an animation with
    /// the block's duration, delay, curve and options (`UIView+Animation.swift`).
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        ViewAnimationState.action(for: layer, forKey: event)
    }

    /// Makes the layer's content: a backing store drawn by `draw(_:)` for views that
    /// draw (`UIView+Layout.swift`).
    open func display(_ layer: CALayer) {
        displayLayerContent(layer)
    }

    /// Draws the layer's content by calling `draw(_:)` with `ctx` current.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        drawLayerContent(layer, in: ctx)
    }

    /// Lays out the view's subviews when its layer lays out.
    open func layoutSublayers(of layer: CALayer) {
        if layer === self.layer { layoutSubviews() }
    }

    // MARK: Layer class

    /// A layer of `viewClass.layerClass`.
    private static func makeLayer(for viewClass: UIView.Type) -> CALayer {
        let requested: AnyClass = viewClass.layerClass
        var cls: AnyClass? = requested
        while let current = cls {
            if let layer = makeKnownLayer(current) {
                if ObjectIdentifier(current) != ObjectIdentifier(requested) {
                    LaminaDiagnostics.report(.invalidArgument,
                        "\(viewClass).layerClass: \(requested) cannot be made from its class alone; using \(current)")
                }
                return layer
            }
            cls = _getSuperclass(current)
        }
        LaminaDiagnostics.report(.invalidArgument,
            "\(viewClass).layerClass: \(requested) is not a CALayer class; using CALayer")
        return CALayer()
    }

    private static func makeKnownLayer(_ cls: AnyClass) -> CALayer? {
        switch ObjectIdentifier(cls) {
        case ObjectIdentifier(CALayer.self): return CALayer()
        case ObjectIdentifier(CAShapeLayer.self): return CAShapeLayer()
        case ObjectIdentifier(CAGradientLayer.self): return CAGradientLayer()
        case ObjectIdentifier(CAReplicatorLayer.self): return CAReplicatorLayer()
        case ObjectIdentifier(CATransformLayer.self): return CATransformLayer()
        case ObjectIdentifier(CATextLayer.self): return CATextLayer()
        case ObjectIdentifier(CAScrollLayer.self): return CAScrollLayer()
        default: return nil
        }
    }
}

extension UIView {
    /// How a view lays out its content when its size changes.
    public enum ContentMode: Int, Sendable {
        /// Stretched to fill the bounds, whatever its aspect ratio (the default).
        case scaleToFill
        /// Scaled to fit inside the bounds, keeping its aspect ratio (letterboxed).
        case scaleAspectFit
        /// Scaled to cover the bounds, keeping its aspect ratio (overflowing them).
        case scaleAspectFill
        /// UIKit redraws the view (`draw(_:)`) when its bounds change; Lamina stretches
        /// the content like `.scaleToFill`.
        case redraw
        /// Centred, at its own size.
        case center
        /// Centred along the top edge, at its own size.
        case top
        /// Centred along the bottom edge, at its own size.
        case bottom
        /// Centred along the left edge, at its own size.
        case left
        /// Centred along the right edge, at its own size.
        case right
        /// In the top-left corner, at its own size.
        case topLeft
        /// In the top-right corner, at its own size.
        case topRight
        /// In the bottom-left corner, at its own size.
        case bottomLeft
        /// In the bottom-right corner, at its own size.
        case bottomRight

        /// The layer gravity UIKit uses for the mode.
        var gravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: return .resize
            case .scaleAspectFit: return .resizeAspect
            case .scaleAspectFill: return .resizeAspectFill
            case .center: return .center
            case .top: return .top
            case .bottom: return .bottom
            case .left: return .left
            case .right: return .right
            case .topLeft: return .topLeft
            case .topRight: return .topRight
            case .bottomLeft: return .bottomLeft
            case .bottomRight: return .bottomRight
            }
        }
    }
}
