import Foundation

/// A rectangle of content in a tree of layers: geometry, appearance, and the sublayers
/// drawn over it. The values set here are the model; animations never change them.
///
/// Layers are reference types, used from one thread at a time like Apple's. Geometry
/// given as NaN or infinity is refused with a diagnostic and the old value kept (Apple
/// raises an exception there).
open class CALayer: NSObject {
    /// The stored model values.
    package var state = LayerState()

    package var storedSublayers: [CALayer] = []
    package weak var storedSuperlayer: CALayer? {
        didSet { if storedSuperlayer != nil { markAncestorsForPendingDisplay() } }
    }
    /// What few layers have (a mask, custom keys, …), made when the first is set.
    private var rare: RareLayerState?

    /// Values set for keys that name no property (Apple's layers keep them).
    package var customValues: [String: Any] {
        get { rare?.customValues ?? [:] }
        set { if rare != nil || !newValue.isEmpty { rareState().customValues = newValue } }
    }
    package var storedMask: CALayer? {
        get { rare?.mask }
        set { if rare != nil || newValue != nil { rareState().mask = newValue } }
    }
    /// The layer this one is the mask of, if any.
    package var maskedLayer: CALayer? {
        get { rare?.maskedLayer }
        set { if rare != nil || newValue != nil { rareState().maskedLayer = newValue } }
    }

    /// A deep tree goes level by level (`LayerTeardown`), not by recursion.
    deinit {
        if !storedSublayers.isEmpty { LayerTeardown.release(&storedSublayers) }
    }

    /// Properties given a value explicitly (not by `style` or a class default).
    package var explicitProperties = LayerPropertySet()

    /// The layer's identity in render trees.
    package let layerID = LayerID.next()

    /// The layer's `CAMediaTiming` values (its local time in the tree).
    package var timing: MediaTiming {
        get { storedTiming.timing }
        set { storedTiming.timing = newValue }
    }
    private var storedTiming = LayerTimingStorage()

    /// The animations attached to the layer, in the order they were added.
    package var animationEntries: [AnimationEntry] = []

    /// What the last commits did with this layer.
    package var commitState = CommitState()
    package var isApplyingDefaults = false
    /// The renderer the layer's tree was last committed to.
    package weak var committedRenderer: CARenderer?
    /// The renderer drawing this layer's tree, when this layer is its root.
    package var attachedRenderer: CARenderer? {
        get { rare?.attachedRenderer }
        set { if rare != nil || newValue != nil { rareState().attachedRenderer = newValue } }
    }

    /// Pending layout and display work in this layer and below it.
    package var pending = PendingWork()

    /// What this layer's class says about keys, computed once per class.
    package lazy var traits = LayerClassTraits.of(type(of: self))

    /// Whether sublayers are flattened into this layer's plane (false for
    /// `CATransformLayer`, which keeps them in 3D).
    package var flattensSublayers: Bool { true }

    private func rareState() -> RareLayerState {
        if let rare { return rare }
        let made = RareLayerState()
        rare = made
        return made
    }

    /// A new layer with Apple's default values.
    public override init() {
        super.init()
        applyClassDefaults()
    }

    /// A copy of `layer`'s values (not its sublayers, superlayer or animations), which is
    /// how Core Animation makes presentation layers. Subclasses that add stored
    /// properties override it and copy them.
    public init(layer: Any) {
        super.init()
        if let other = layer as? CALayer {
            state = other.state
            explicitProperties = other.explicitProperties
            customValues = other.customValues
        }
    }

    /// Lamina does not archive layers; decoding gives a layer with default values.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The object that draws and lays out the layer (held weakly).
    open weak var delegate: (any CALayerDelegate)?

    // MARK: Geometry

    /// The layer's own coordinate space: origin and size, in points.
    open var bounds: CGRect {
        get { state.values.bounds }
        set {
            let oldSize = state.values.bounds.size
            guard store(newValue, .bounds) else { return }
            if newValue.size != oldSize {
                setNeedsLayout()
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
            }
        }
    }

    /// Where the anchor point sits in the superlayer's coordinate space.
    open var position: CGPoint {
        get { state.values.position }
        set { store(newValue, .position) }
    }

    /// The position on the z axis; among siblings, higher values draw in front.
    open var zPosition: CGFloat {
        get { state.values.zPosition }
        set { store(newValue, .zPosition) }
    }

    /// The point, in unit coordinates of the bounds, that `position` places and about
    /// which `transform` applies. Default (0.5, 0.5).
    open var anchorPoint: CGPoint {
        get { state.values.anchorPoint }
        set { store(newValue, .anchorPoint) }
    }

    /// The anchor point's z coordinate.
    open var anchorPointZ: CGFloat {
        get { state.values.anchorPointZ }
        set { store(newValue, .anchorPointZ) }
    }

    /// The transform applied about the anchor point, relative to the superlayer.
    open var transform: CATransform3D {
        get { state.values.transform }
        set { store(newValue, .transform) }
    }

    /// The transform applied to every sublayer, about this layer's anchor point
    /// (perspective for the sublayers, usually through `m34`).
    open var sublayerTransform: CATransform3D {
        get { state.values.sublayerTransform }
        set { store(newValue, .sublayerTransform) }
    }

    /// Whether the layer's geometry is flipped vertically relative to its superlayer.
    open var isGeometryFlipped: Bool {
        get { state.values.isGeometryFlipped }
        set { store(newValue, .isGeometryFlipped) }
    }

    // MARK: Appearance

    /// Whether the layer (and its sublayers) are skipped when drawing and hit testing.
    open var isHidden: Bool {
        get { state.values.isHidden }
        set { store(newValue, .isHidden) }
    }

    /// Whether the layer is drawn when facing away from the viewer. Default true.
    open var isDoubleSided: Bool {
        get { state.values.isDoubleSided }
        set { store(newValue, .isDoubleSided) }
    }

    /// Whether sublayers are clipped to the bounds (and the corner radius).
    open var masksToBounds: Bool {
        get { state.values.masksToBounds }
        set { store(newValue, .masksToBounds) }
    }

    /// The opacity, 0…1 (stored as given; renderers clamp). Default 1.
    open var opacity: Float {
        get { state.values.opacity }
        set { store(newValue, .opacity) }
    }

    /// Whether the layer and its sublayers are composited as one group for opacity.
    open var allowsGroupOpacity: Bool {
        get { state.values.allowsGroupOpacity }
        set { store(newValue, .allowsGroupOpacity) }
    }

    /// The fill behind the contents; nil (the default) draws nothing.
    open var backgroundColor: CGColor? {
        get { color(.backgroundColor) }
        set { store(newValue, .backgroundColor) }
    }

    /// The radius of the rounded corners of the background and border.
    open var cornerRadius: CGFloat {
        get { state.values.cornerRadius }
        set { store(newValue, .cornerRadius) }
    }

    /// Which corners `cornerRadius` rounds. Default all four.
    open var maskedCorners: CACornerMask {
        get { state.values.maskedCorners }
        set { store(newValue, .maskedCorners) }
    }

    /// The curve of the rounded corners.
    open var cornerCurve: CALayerCornerCurve {
        get { kind(.cornerCurve, as: CALayerCornerCurve.self) }
        set { store(kind: newValue, .cornerCurve) }
    }

    /// The width of the border, drawn inside the bounds.
    open var borderWidth: CGFloat {
        get { state.values.borderWidth }
        set { store(newValue, .borderWidth) }
    }

    /// The border's colour. Default opaque black.
    open var borderColor: CGColor? {
        get { color(.borderColor) }
        set { store(newValue, .borderColor) }
    }

    // MARK: Contents

    /// The image shown in the bounds (a `CGImage`), or nil.
    open var contents: Any? {
        get { state.values.contents }
        set { store(object: newValue, .contents) }
    }

    /// The part of `contents` shown, in unit coordinates. Default (0, 0, 1, 1).
    open var contentsRect: CGRect {
        get { state.values.contentsRect }
        set { store(newValue, .contentsRect) }
    }

    /// The stretchable centre of `contents` for nine-part scaling, in unit coordinates.
    open var contentsCenter: CGRect {
        get { state.values.contentsCenter }
        set { store(newValue, .contentsCenter) }
    }

    /// How `contents` is placed in the bounds. Default `.resize`.
    open var contentsGravity: CALayerContentsGravity {
        get { kind(.contentsGravity, as: CALayerContentsGravity.self) }
        set { store(kind: newValue, .contentsGravity) }
    }

    /// Pixels of `contents` per point. Default 1.
    open var contentsScale: CGFloat {
        get { state.values.contentsScale }
        set {
            guard newValue.isFinite, newValue > 0 else {
                return LaminaDiagnostics.report(.invalidArgument,
                    "CALayer.contentsScale must be finite and positive; ignored \(newValue)")
            }
            store(newValue, .contentsScale)
        }
    }

    /// The pixel format of the backing store drawn by `display()`.
    open var contentsFormat: CALayerContentsFormat {
        get { kind(.contentsFormat, as: CALayerContentsFormat.self) }
        set { store(kind: newValue, .contentsFormat) }
    }

    /// The filter used when `contents` is drawn smaller than its pixels.
    open var minificationFilter: CALayerContentsFilter {
        get { kind(.minificationFilter, as: CALayerContentsFilter.self) }
        set { store(kind: newValue, .minificationFilter) }
    }

    /// The filter used when `contents` is drawn larger than its pixels.
    open var magnificationFilter: CALayerContentsFilter {
        get { kind(.magnificationFilter, as: CALayerContentsFilter.self) }
        set { store(kind: newValue, .magnificationFilter) }
    }

    /// The level-of-detail bias of trilinear minification: added to the level of detail
    /// (in powers of two) before the mip levels are picked. Default 0. Animatable.
    open var minificationFilterBias: Float {
        get { state.values.minificationFilterBias }
        set { store(newValue, .minificationFilterBias) }
    }

    /// A hint that the layer's contents are fully opaque.
    open var isOpaque: Bool {
        get { state.values.isOpaque }
        set { store(newValue, .isOpaque) }
    }

    /// Whether a change of the bounds' size calls `setNeedsDisplay()`. Default false.
    open var needsDisplayOnBoundsChange: Bool {
        get { state.values.needsDisplayOnBoundsChange }
        set { store(newValue, .needsDisplayOnBoundsChange) }
    }

    /// A hint that drawing may be queued; Lamina draws synchronously either way.
    open var drawsAsynchronously: Bool {
        get { state.values.drawsAsynchronously }
        set { store(newValue, .drawsAsynchronously) }
    }

    /// Which edges are anti-aliased when `allowsEdgeAntialiasing` is on.
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        get { state.values.edgeAntialiasingMask }
        set { store(newValue, .edgeAntialiasingMask) }
    }

    /// Whether transformed edges are anti-aliased. Default false, as on iOS.
    open var allowsEdgeAntialiasing: Bool {
        get { state.values.allowsEdgeAntialiasing }
        set { store(newValue, .allowsEdgeAntialiasing) }
    }

    /// Whether the layer and its sublayers are rendered as a bitmap in the layer's own
    /// coordinate space, at `rasterizationScale` pixels per point, then composited (with
    /// the minification and magnification filters when the bitmap is scaled): after the
    /// layer's shadow, before its opacity. Default false. Animatable.
    open var shouldRasterize: Bool {
        get { state.values.shouldRasterize }
        set { store(newValue, .shouldRasterize) }
    }

    /// The scale of the bitmap `shouldRasterize` makes, relative to the layer's
    /// coordinate space (pixels per point). Default 1: on a scale-2 screen set it to 2,
    /// or the rasterized layer looks soft, as on iOS. Animatable.
    open var rasterizationScale: CGFloat {
        get { state.values.rasterizationScale }
        set { store(newValue, .rasterizationScale) }
    }

    // MARK: Shadow

    /// The shadow's colour. Default opaque black.
    open var shadowColor: CGColor? {
        get { color(.shadowColor) }
        set { store(newValue, .shadowColor) }
    }

    /// The shadow's opacity, 0…1. Default 0 (no shadow).
    open var shadowOpacity: Float {
        get { state.values.shadowOpacity }
        set { store(newValue, .shadowOpacity) }
    }

    /// The shadow's offset. Default (0, −3), as Apple's.
    open var shadowOffset: CGSize {
        get { state.values.shadowOffset }
        set { store(newValue, .shadowOffset) }
    }

    /// The shadow's blur radius. Default 3.
    open var shadowRadius: CGFloat {
        get { state.values.shadowRadius }
        set { store(newValue, .shadowRadius) }
    }

    /// The shadow's shape (copied when set); nil derives it from the layer's contents
    /// and background.
    open var shadowPath: CGPath? {
        get { path(.shadowPath) }
        set { store(newValue, .shadowPath) }
    }

    // MARK: Other attributes

    /// A name for finding the layer; not used by Core Animation itself.
    open var name: String? {
        get { modelObject(.name) as? String }
        set { store(modelObject: newValue, .name) }
    }

    /// Default values for keys the layer has not been given explicitly, used before
    /// `defaultValue(forKey:)`; a dictionary's own `"style"` entry continues the search.
    open var style: [AnyHashable: Any]? {
        get { modelObject(.style) as? [AnyHashable: Any] }
        set {
            let old = style
            store(modelObject: newValue, .style)
            styleDidChange(from: old)
        }
    }

    /// Actions by key, searched after the delegate when a property changes.
    open var actions: [String: any CAAction]? {
        get { modelObject(.actions) as? [String: any CAAction] }
        set { store(modelObject: newValue, .actions) }
    }

    /// Core Image filters applied to the layer's content (stored; Lamina has no filters).
    open var filters: [Any]? {
        get { modelObject(.filters) as? [Any] }
        set { store(modelObject: newValue, .filters) }
    }

    /// Filters applied to the content behind the layer (stored; Lamina has no filters).
    open var backgroundFilters: [Any]? {
        get { modelObject(.backgroundFilters) as? [Any] }
        set { store(modelObject: newValue, .backgroundFilters) }
    }

    /// The filter that composites the layer over what is behind it (stored).
    open var compositingFilter: Any? {
        get { modelObject(.compositingFilter) }
        set { store(modelObject: newValue, .compositingFilter) }
    }

    /// The default value of a property for every layer of this class (nil for keys with
    /// no default). Subclasses override it to change defaults.
    open class func defaultValue(forKey key: String) -> Any? {
        guard let property = LayerProperty(key: key), property.owner.isAncestor(of: self) else { return nil }
        return CALayer.builtInDefault(for: property)
    }

    /// Whether a change of the property `key` makes the layer redraw. Default false for
    /// every key; subclasses override it.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// Whether a property value is archived; Lamina does not archive layers.
    open class func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// Whether the value of the property `key` is archived (Apple's instance method,
    /// called when encoding). Lamina does not archive layers; the default answers true
    /// for every key, as Apple's does.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// The class, the address, the name when set, the position and the bounds.
    open override var description: String {
        var text = "<\(type(of: self)) \(Unmanaged.passUnretained(self).toOpaque())"
        if let name { text += " name=\(name)" }
        text += " position=(\(position.x), \(position.y))"
        text += " bounds=(\(bounds.minX), \(bounds.minY), \(bounds.width), \(bounds.height))"
        return text + ">"
    }

    /// The layer as one line of a layer-tree dump (`Window.dumpLayerTree()`): class and
    /// address, name, frame, what differs from a new layer's defaults, and each running
    /// animation's key, class and progress now.
    open override var debugDescription: String {
        debugSummary(atMediaTime: CACurrentMediaTime())
    }

    // MARK: Overridable behaviour (the defaults live in the CALayer+… files)

    /// Positions the sublayers. The default asks the delegate's
    /// `layoutSublayers(of:)`; subclasses override it.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    /// Updates the layer's content and clears its display mark. The default calls the
    /// delegate's `display(_:)`; without a delegate the layer draws its own content.
    open func display() {
        defaultDisplay()
    }

    /// Draws the layer's content into `ctx`, in the layer's coordinates (y down, origin at
    /// the bounds' origin). The default asks the delegate's `draw(_:in:)`; subclasses
    /// override it. Called by `display()`.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// The size the layer would like in its superlayer: the bounds' size mapped through
    /// the layer's transform (the size of its frame).
    open func preferredFrameSize() -> CGSize {
        defaultPreferredFrameSize()
    }

    /// The farthest descendant (or this layer) containing `p`, given in the superlayer's
    /// coordinates; nil when none does. Sublayers are searched front to back (higher
    /// `zPosition` first, then later siblings first); hidden layers are skipped; a
    /// sublayer outside this layer's bounds is still hit unless `masksToBounds` is set.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        defaultHitTest(p)
    }

    /// Whether `p`, in the layer's coordinates, is inside its bounds: the origin edges
    /// are inside and the far edges outside.
    open func contains(_ p: CGPoint) -> Bool {
        bounds.contains(p)
    }

    /// The value of the property `key` names, or a value stored under a key that names
    /// no property (layers keep any key, as Apple's); see `CALayer+KeyValueCoding.swift`.
    open func value(forKey key: String) -> Any? {
        storedValue(forKey: key)
    }

    /// Sets the property `key` names, or stores the value under a key that names no
    /// property; a value of the wrong type is ignored with a diagnostic.
    open func setValue(_ value: Any?, forKey key: String) {
        setStoredValue(value, forKey: key)
    }

    /// The value a dotted key path names (`"transform.rotation.z"`, `"position.x"`,
    /// `"mask.bounds.size"`); nil with a diagnostic when it names nothing.
    open func value(forKeyPath keyPath: String) -> Any? {
        storedValue(forKeyPath: keyPath)
    }

    /// Sets the value a dotted key path names; ignored with a diagnostic when it names
    /// nothing or the value has the wrong type.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        setStoredValue(value, forKeyPath: keyPath)
    }

    /// The action to run when the property `event` changes: the delegate's
    /// `action(for:forKey:)`, then `actions`, then the `"actions"` entries of `style`, then
    /// `defaultAction(forKey:)` — the first non-nil answer wins, and `NSNull` means none
    /// (nil). When none answers, a committed layer's animatable property has its implicit
    /// animation: a `CABasicAnimation` of the key, as Apple's layers answer. Disabling
    /// actions does not change the answer; it stops the layer from running it.
    open func action(forKey event: String) -> (any CAAction)? {
        searchAction(forKey: event)
    }

    /// The action a class defines for `event`: nil for `CALayer` and all its subclasses,
    /// as on Apple (the implicit animations come from `action(forKey:)`, not from here).
    /// Override it to give a class its own actions.
    open class func defaultAction(forKey event: String) -> (any CAAction)? {
        nil
    }

    // MARK: Open to subclasses

    // Declared here, in the class, so that subclasses can override them as on Apple; the
    // work is done in the extension named after each concern.

    /// The sublayers, back to front; nil when there are none, as Apple's. Setting it
    /// removes the old sublayers and adds the new ones (each leaving its old parent).
    open var sublayers: [CALayer]? {
        get { defaultSublayers }
        set { defaultSublayers = newValue }
    }

    /// A layer whose alpha masks this layer's content. The mask's `superlayer` is this
    /// layer, but it is not among `sublayers`. Setting a layer that has a superlayer
    /// takes it from there (Apple leaves that undefined).
    open var mask: CALayer? {
        get { defaultMask }
        set { defaultMask = newValue }
    }

    /// Appends `layer` to the sublayers (in front), taking it from its old parent.
    open func addSublayer(_ layer: CALayer) {
        defaultAddSublayer(layer)
    }

    /// Inserts `layer` at `idx` among the sublayers; an index past the end appends, with
    /// a diagnostic.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        defaultInsertSublayer(layer, at: idx)
    }

    /// Inserts `layer` just behind `sibling`; with a nil sibling it goes to the back.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        defaultInsertSublayer(layer, below: sibling)
    }

    /// Inserts `layer` just in front of `sibling`; with a nil sibling it goes to the front.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        defaultInsertSublayer(layer, above: sibling)
    }

    /// Puts `newLayer` where `oldLayer` is. `oldLayer` must be a sublayer; otherwise the
    /// call is ignored with a diagnostic.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        defaultReplaceSublayer(oldLayer, with: newLayer)
    }

    /// Removes the layer from its superlayer's sublayers, or from being its mask.
    open func removeFromSuperlayer() {
        defaultRemoveFromSuperlayer()
    }

    /// The layer's rectangle in its superlayer's coordinates. Derived: with an identity
    /// transform it is `position − anchorPoint × size` and the bounds' size; otherwise it
    /// is the bounding box of the transformed bounds, as Apple's. Setting it sets the
    /// bounds' size and `position` (the bounds' origin is kept).
    open var frame: CGRect {
        get { defaultFrame }
        set { defaultFrame = newValue }
    }

    /// Marks the whole layer as needing its content redrawn.
    open func setNeedsDisplay() {
        defaultSetNeedsDisplay()
    }

    /// Marks part of the layer (in its coordinates) as needing its content redrawn.
    open func setNeedsDisplay(_ r: CGRect) {
        defaultSetNeedsDisplay(r)
    }

    /// Calls `display()` if the layer is marked as needing display.
    open func displayIfNeeded() {
        defaultDisplayIfNeeded()
    }

    /// Marks the layer as needing `layoutSublayers()` at the next layout pass. Changing
    /// the bounds' size and adding or removing sublayers call it too.
    open func setNeedsLayout() {
        defaultSetNeedsLayout()
    }

    /// Lays out now, as Apple's: walks up while the superlayer also needs layout, then
    /// lays out every layer below that ancestor that needs it, parents before children.
    open func layoutIfNeeded() {
        defaultLayoutIfNeeded()
    }

    /// Adds a copy of `anim` under `key` (nil: no key; it cannot be looked up or removed
    /// by key). An animation whose values do not fit its key path is kept but changes
    /// nothing, with a diagnostic, as Apple ignores it.
    ///
    /// The layer keeps a copy, which `animation(forKey:)` returns; a copy whose duration
    /// is 0 or less takes the running transaction's `animationDuration` (0.25 s unless
    /// set) at once, while the caller's object keeps its own. A `CATransition` is kept
    /// under `kCATransition` (`"transition"`) whatever `key` is, as on Apple.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        defaultAdd(anim, forKey: key)
    }

    /// Removes the animation added under `key`.
    open func removeAnimation(forKey key: String) {
        defaultRemoveAnimation(forKey: key)
    }

    /// Removes every attached animation.
    open func removeAllAnimations() {
        defaultRemoveAllAnimations()
    }

    /// Draws the layer and its sublayers into `ctx`, in the layer's own coordinate space
    /// mapped by the context's current transform — as Apple documents it, "directly from
    /// the layer tree, ignoring any animations added to the render tree" (call it on a
    /// `presentation()` copy for what is on screen). Full 3D: transforms, perspective,
    /// masks, shadows and group opacity render as they do on screen. The context's clip
    /// is not applied.
    open func render(in ctx: CGContext) {
        defaultRender(in: ctx)
    }

    /// The layer's copy of the animation added under `key`. Do not change it.
    open func animation(forKey key: String) -> CAAnimation? {
        defaultAnimation(forKey: key)
    }

    /// The keys of the attached animations, in the order they were added; nil if none.
    open func animationKeys() -> [String]? {
        defaultAnimationKeys()
    }

    /// A copy of the layer with its animated values as they are now; nil until the
    /// layer has been committed to a renderer, as Apple's. The copy has no sublayers,
    /// superlayer or animations. For a subclass of a Lamina layer class (which Swift
    /// cannot construct from its type alone, since `init(layer:)` is not `required`, as
    /// on Apple) it is nil, with a diagnostic.
    open func presentation() -> Self? {
        defaultPresentation()
    }

    /// The model layer: the layer itself (a presentation copy's model is not kept).
    open func model() -> Self {
        defaultModel()
    }

    /// `p`, given in `layer`'s coordinates (nil: the space the root sits in), in this
    /// layer's coordinates.
    open func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        defaultConvert(p, from: layer)
    }

    /// `p`, given in this layer's coordinates, in `layer`'s (nil: the space the root
    /// sits in).
    open func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        defaultConvert(p, to: layer)
    }

    /// The bounding box, in this layer's coordinates, of `r` given in `layer`'s.
    open func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        defaultConvert(r, from: layer)
    }

    /// The bounding box, in `layer`'s coordinates, of `r` given in this layer's.
    open func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        defaultConvert(r, to: layer)
    }

    /// `transform` as an affine transform when it is one (`CATransform3DIsAffine`), else
    /// the identity, as Apple's layers answer for a z scale, an x or y rotation, a z
    /// translation or perspective.
    open func affineTransform() -> CGAffineTransform {
        defaultAffineTransform()
    }

    /// Sets `transform` to the 3D form of `m`.
    open func setAffineTransform(_ m: CGAffineTransform) {
        defaultSetAffineTransform(m)
    }

    // MARK: Media timing (CALayer+MediaTiming.swift)

    open var beginTime: CFTimeInterval {
        get { timing.beginTime }
        set { setTiming(\.beginTime, newValue, "beginTime") }
    }

    /// The layer's simple duration: infinity unless set, as Apple's layers read back
    /// (a layer's time runs on without cycling).
    open var duration: CFTimeInterval {
        get { timing.duration }
        set { setTiming(\.duration, newValue, "duration", allowsInfinity: true) }
    }

    open var speed: Float {
        get { timing.speed }
        set { setTiming(\.speed, newValue, "speed") }
    }

    open var timeOffset: CFTimeInterval {
        get { timing.timeOffset }
        set { setTiming(\.timeOffset, newValue, "timeOffset") }
    }

    open var repeatCount: Float {
        get { timing.repeatCount }
        set { setTiming(\.repeatCount, newValue, "repeatCount", allowsInfinity: true) }
    }

    open var repeatDuration: CFTimeInterval {
        get { timing.repeatDuration }
        set { setTiming(\.repeatDuration, newValue, "repeatDuration", allowsInfinity: true) }
    }

    open var autoreverses: Bool {
        get { timing.autoreverses }
        set { timing.autoreverses = newValue; timingDidChange() }
    }

    open var fillMode: CAMediaTimingFillMode {
        get { timing.fillMode }
        set { timing.fillMode = newValue; timingDidChange() }
    }

    // MARK: Change plumbing

    /// Called after every model property is set: the property joins the transaction,
    /// runs its implicit action (on a committed layer, when it has one) and, when its
    /// value changed (`valueChanged`), marks the layer for display if the property
    /// redisplays (for this class or by the table): setting the value a property
    /// already has does not mark the layer, as on Apple.
    package func didChange(_ property: LayerProperty, valueChanged: Bool = true) {
        if !isApplyingDefaults { explicitProperties.insert(property) }
        TransactionStack.current.layerChanged(self)
        if committedRenderer != nil, property.runsImplicitAction { runImplicitAction(for: property) }
        if valueChanged, property.redisplays || traits.displayProperties.contains(property) {
            setNeedsDisplay()
        }
    }

    package func refuseNonFinite(_ name: String, _ value: Any) {
        LaminaDiagnostics.report(.nonFiniteValue,
            "\(type(of: self)).\(name): refused non-finite value \(value); the old value is kept")
    }
}
