import Foundation
import Lamina

/// Manages a view: makes it on first use (`loadView()`, then `viewDidLoad()`), and is
/// the next responder after it. The seeds' scenes are view controllers; appearance
/// callbacks run when the view enters or leaves a window.
open class UIViewController: UIResponder {
    private var storedView: UIView?

    /// A view controller (Lamina has no nib files; the arguments are ignored).
    public init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
        super.init()
    }

    /// A view controller with no nib.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Lamina does not archive view controllers; decoding gives nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The managed view, made by `loadView()` on first access.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set {
            storedView?.owningViewController = nil
            storedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The view if it was made, without making it.
    open var viewIfLoaded: UIView? { storedView }

    /// Whether the view was made.
    open var isViewLoaded: Bool { storedView != nil }

    /// Makes the view: a plain view the size of the screen. Override to make your own
    /// (and set `view`, without calling `super`).
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once the view is made.
    open func viewDidLoad() {}
    /// Called before the view enters a window.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view entered a window.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves its window.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left its window.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Makes the view now if it was not made yet.
    open func loadViewIfNeeded() {
        guard storedView == nil else { return }
        loadView()
        if storedView == nil {
            LaminaDiagnostics.report(.invalidArgument,
                "\(type(of: self)).loadView() did not set view; using a plain view")
            view = UIView(frame: UIScreen.main.bounds)
        }
        viewDidLoad()
    }

    /// The view's superview: touches the view and its controller leave go there.
    open override var next: UIResponder? { storedView?.superview }

    /// The view controllers this one contains.
    open private(set) var children: [UIViewController] = []
    /// The view controller containing this one.
    open private(set) weak var parent: UIViewController?

    /// Adds `childController` as a child (add its view yourself, as in UIKit).
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent.
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
}
