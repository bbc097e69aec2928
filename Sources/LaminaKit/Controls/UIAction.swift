import Foundation
import Lamina

/// What a control does for an event: a handler closure (UIKit's modern form of
/// target–action, which Linux's lack of selectors makes the only one here).
open class UIAction: NSObject {
    /// The closure type of an action.
    public typealias Handler = (UIAction) -> Void

    /// The action's title (shown by menus; unused by buttons here).
    open var title: String
    /// An identifier; actions with the same identifier replace each other on a control.
    public let identifier: Identifier
    /// The control that sent the action while its handler runs.
    open internal(set) var sender: Any?
    let handler: Handler

    /// An action running `handler`.
    public init(title: String = "", identifier: Identifier? = nil, handler: @escaping Handler) {
        self.title = title
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
        super.init()
    }

    /// An action's identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public let rawValue: String
        /// The identifier `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The identifier `rawValue` (UIKit's unlabelled form).
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}

/// The type of `UIAction`'s handler (UIKit's name).
public typealias UIActionHandler = (UIAction) -> Void
