import Foundation
import Lamina

/// The view tree: subviews in back-to-front order, kept in step with the layer tree
/// (each subview's layer is a sublayer of its superview's layer, in the same order
/// among the subviews' layers; other sublayers an app adds keep their places).
extension UIView {
    /// The view's subviews, back to front.
    public var subviews: [UIView] { storedSubviews }

    /// The view this one is a subview of.
    public var superview: UIView? { storedSuperview }

    /// The window the view is in, if any.
    public var window: UIWindow? {
        var node: UIView? = self
        while let view = node {
            if let window = view as? UIWindow { return window }
            node = view.storedSuperview
        }
        return nil
    }

    /// What `addSubview(…)` does (declared open in `UIView.swift`, for subclasses to override).
    package func defaultAddSubview(_ view: UIView) {
        insert(view, at: storedSubviews.count, operation: "addSubview")
    }

    /// What `insertSubview(…)` does (declared open in `UIView.swift`, for subclasses to override).
    package func defaultInsertSubview(_ view: UIView, at index: Int) {
        insert(view, at: index, operation: "insertSubview(_:at:)")
    }

    /// What `insertSubview(…)` does (declared open in `UIView.swift`, for subclasses to override).
    package func defaultInsertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insert(view, nextTo: siblingSubview, inFront: false, operation: "insertSubview(_:belowSubview:)")
    }

    /// What `insertSubview(…)` does (declared open in `UIView.swift`, for subclasses to override).
    package func defaultInsertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insert(view, nextTo: siblingSubview, inFront: true, operation: "insertSubview(_:aboveSubview:)")
    }

    /// Inserts `view` just behind `sibling`, or just in front of it when `inFront`; a
    /// sibling that is not a subview is reported and nothing changes.
    private func insert(_ view: UIView, nextTo sibling: UIView, inFront: Bool, operation: String) {
        guard sibling.storedSuperview === self else {
            return LaminaDiagnostics.report(.invalidArgument,
                "UIView.\(operation): the sibling is not a subview; view not inserted")
        }
        if view === sibling { return }
        view.detachFromSuperview(keepingIn: self)
        let index = storedSubviews.firstIndex { $0 === sibling }.map { inFront ? $0 + 1 : $0 } ?? storedSubviews.count
        insert(view, at: index, operation: operation)
    }

    /// What `bringSubviewToFront(…)` does (declared open in `UIView.swift`, for subclasses to override).
    package func defaultBringSubviewToFront(_ view: UIView) {
        guard view.storedSuperview === self else { return }
        insert(view, at: storedSubviews.count, operation: "bringSubviewToFront")
    }

    /// What `sendSubviewToBack(…)` does (declared open in `UIView.swift`, for subclasses to override).
    package func defaultSendSubviewToBack(_ view: UIView) {
        guard view.storedSuperview === self else { return }
        insert(view, at: 0, operation: "sendSubviewToBack")
    }

    /// Swaps the subviews at two indices.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        let range = storedSubviews.indices
        guard range.contains(index1), range.contains(index2) else {
            return LaminaDiagnostics.report(.invalidArgument,
                "UIView.exchangeSubview(at: \(index1), withSubviewAt: \(index2)): index out of range")
        }
        guard index1 != index2 else { return }
        let (low, high) = (min(index1, index2), max(index1, index2))
        let a = storedSubviews[low], b = storedSubviews[high]
        insert(b, at: low, operation: "exchangeSubview")
        insert(a, at: high, operation: "exchangeSubview")
    }

    /// What `removeFromSuperview(…)` does (declared open in `UIView.swift`, for subclasses to override).
    package func defaultRemoveFromSuperview() {
        guard let parent = storedSuperview else { return }
        let window = self.window
        let oldTint = tintColor.cgColor
        if window != nil { willMove(toWindow: nil) }
        willMove(toSuperview: nil)
        parent.willRemoveSubview(self)
        parent.storedSubviews.removeAll { $0 === self }
        storedSuperview = nil
        layer.removeFromSuperlayer()
        window?.viewLeftWindow(self)
        didMoveToSuperview()
        if window != nil { didMoveToWindow() }
        if tintColor.cgColor != oldTint { propagateTintChange() }
        parent.setNeedsLayout()
    }

    /// Whether the view is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var node: UIView? = self
        while let current = node {
            if current === view { return true }
            node = current.storedSuperview
        }
        return false
    }

    /// The first view with `tag` in this view's subtree (itself first), depth first.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in storedSubviews {
            if let found = view.viewWithTag(tag) { return found }
        }
        return nil
    }

    // MARK: Plumbing

    /// Puts `view` at `index` of the subviews, its layer in the matching place.
    private func insert(_ view: UIView, at index: Int, operation: String) {
        guard view !== self, !isDescendant(of: view) else {
            return LaminaDiagnostics.report(.layerCycle,
                "UIView.\(operation): a view cannot be a subview of itself or of its own subview; ignored")
        }
        let oldParent = view.storedSuperview
        let oldWindow = view.window
        let oldTint = view.tintColor.cgColor
        let newWindow = window
        if oldParent !== self {
            if oldWindow !== newWindow { view.willMove(toWindow: newWindow) }
            view.willMove(toSuperview: self)
            if let oldParent {
                oldParent.willRemoveSubview(view)
                oldParent.storedSubviews.removeAll { $0 === view }
                oldParent.setNeedsLayout()
            }
        } else {
            storedSubviews.removeAll { $0 === view }
        }
        let position = min(max(index, 0), storedSubviews.count)
        storedSubviews.insert(view, at: position)
        view.storedSuperview = self
        if position + 1 < storedSubviews.count {
            layer.insertSublayer(view.layer, below: storedSubviews[position + 1].layer)
        } else if position > 0 {
            layer.insertSublayer(view.layer, above: storedSubviews[position - 1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
        if oldParent !== self {
            if oldWindow !== newWindow { oldWindow?.viewLeftWindow(view) }
            view.didMoveToSuperview()
            if oldWindow !== newWindow {
                if let newWindow { UIView.prepare(view, for: newWindow) }
                view.didMoveToWindow()
            }
            didAddSubview(view)
            if view.tintColor.cgColor != oldTint { view.propagateTintChange() }
        }
        setNeedsLayout()
    }

    /// Takes the view out of its superview's list when that superview is `parent`
    /// (before re-inserting it there), without notifications.
    private func detachFromSuperview(keepingIn parent: UIView) {
        guard storedSuperview === parent else { return }
        parent.storedSubviews.removeAll { $0 === self }
    }
}
