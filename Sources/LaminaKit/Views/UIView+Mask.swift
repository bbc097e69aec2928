import Foundation
import Lamina

/// A view as the mask of another: the mask view's layer is the masked view's
/// `layer.mask`, so both renderers draw the masked view's content through the mask
/// layer's alpha. Like a mask layer, a mask view has no superview: setting it takes it
/// out of the view tree, and adding it to a view later ends its use as a mask.
extension UIView {
    /// The mask view, while its layer is still this view's layer's mask.
    var currentMask: UIView? {
        guard let storedMask, layer.mask === storedMask.layer else { return nil }
        return storedMask
    }

    func changeMask(to newMask: UIView?) {
        guard let newMask else {
            if currentMask != nil { layer.mask = nil }
            storedMask = nil
            return
        }
        guard newMask !== currentMask else { return }
        guard newMask !== self, !isDescendant(of: newMask) else {
            return LaminaDiagnostics.report(.layerCycle,
                "UIView.mask: a view cannot be masked by itself or by one of its ancestors; ignored")
        }
        newMask.removeFromSuperview()
        if let previousOwner = newMask.layer.superlayer?.delegate as? UIView, previousOwner.storedMask === newMask {
            previousOwner.storedMask = nil
        }
        layer.mask = newMask.layer
        guard layer.mask === newMask.layer else { return }
        storedMask = newMask
        if let window { UIView.prepare(newMask, for: window) }
    }
}
