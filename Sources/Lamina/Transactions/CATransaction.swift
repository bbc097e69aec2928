import Foundation

/// Groups layer changes so they reach the screen together, and sets how the implicit
/// animations they cause run. As on Apple, transactions are per thread and nest: an
/// inner transaction starts with the values of the outer one and its own settings end
/// with it. Changes made outside an explicit transaction join an implicit one,
/// committed at the end of the main run loop's turn, at the start of a frame, or by
/// `flush()`.
open class CATransaction: NSObject {
    /// Opens a transaction on this thread.
    open class func begin() {
        TransactionStack.current.push(explicit: true)
    }

    /// Closes the innermost transaction; the outermost one commits its changes.
    open class func commit() {
        let stack = TransactionStack.current
        guard let last = stack.scopes.last, last.isExplicit else {
            LaminaDiagnostics.report(.invalidArgument,
                "CATransaction.commit(): no explicit transaction is open (begin() was not called)")
            return
        }
        stack.pop(at: CACurrentMediaTime())
    }

    /// Commits the implicit transaction now, if no explicit transaction is open.
    open class func flush() {
        TransactionStack.current.commitImplicit(at: CACurrentMediaTime())
    }

    /// Acquires the lock that serializes transactions across threads.
    open class func lock() { globalLock.lock() }

    /// Releases the transaction lock.
    open class func unlock() { globalLock.unlock() }

    private static let globalLock = NSRecursiveLock()

    /// The duration of implicit animations; 0.25 s unless set.
    open class func animationDuration() -> CFTimeInterval {
        TransactionStack.current.top.animationDuration
    }

    /// Sets the duration of the implicit animations of this transaction's changes; a
    /// negative or non-finite one is refused with a diagnostic.
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        guard dur.isFinite, dur >= 0 else {
            return LaminaDiagnostics.report(.invalidArgument,
                "CATransaction.setAnimationDuration(\(dur)): the duration must be finite and not negative")
        }
        TransactionStack.current.top.animationDuration = dur
    }

    /// The timing function of implicit animations; nil means `.default`.
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        TransactionStack.current.top.animationTimingFunction
    }

    /// Sets the timing function of the implicit animations of this transaction's changes.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        TransactionStack.current.top.animationTimingFunction = function
    }

    /// Whether property changes skip their implicit actions.
    open class func disableActions() -> Bool {
        TransactionStack.current.top.disableActions
    }

    /// Sets whether this transaction's property changes skip their implicit actions.
    open class func setDisableActions(_ flag: Bool) {
        TransactionStack.current.top.disableActions = flag
    }

    /// The completion block set last in this transaction, or in the transaction around
    /// it when this one set none (a nested transaction reads the outer block); nil after
    /// `setCompletionBlock(nil)`.
    open class func completionBlock() -> (() -> Void)? {
        TransactionStack.current.top.completionBlock
    }

    /// Adds a block to run once, on this thread's queue, after every animation added in
    /// this transaction has finished or been removed (on the next turn when none was
    /// added). A second call adds a block; it does not replace the first. Setting nil
    /// clears what `completionBlock()` reads, but a block already set still runs, as on
    /// Apple. An outer transaction's block waits for the outer one to commit: committing
    /// a nested transaction does not run it.
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        let stack = TransactionStack.current
        stack.top.completionBlock = block
        guard let block else { return }
        stack.top.completion.add(block)
    }

    /// A transaction property by key (`kCATransactionAnimationDuration`, …) or any
    /// other value stored with `setValue(_:forKey:)`.
    open class func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionAnimationDuration: return animationDuration()
        case kCATransactionAnimationTimingFunction: return animationTimingFunction()
        case kCATransactionDisableActions: return disableActions()
        case kCATransactionCompletionBlock: return completionBlock()
        default: return TransactionStack.current.top.values[key]
        }
    }

    /// Sets a transaction property by key, or stores a value for this transaction.
    open class func setValue(_ anObject: Any?, forKey key: String) {
        switch key {
        case kCATransactionAnimationDuration:
            if let d = anObject.flatMap({ KeyValueConversion.double($0) }) { setAnimationDuration(d) }
            else { invalid(anObject, key) }
        case kCATransactionAnimationTimingFunction:
            if anObject == nil || anObject is CAMediaTimingFunction {
                setAnimationTimingFunction(anObject as? CAMediaTimingFunction)
            } else { invalid(anObject, key) }
        case kCATransactionDisableActions:
            if let b = anObject.flatMap({ KeyValueConversion.bool($0) }) { setDisableActions(b) }
            else { invalid(anObject, key) }
        case kCATransactionCompletionBlock:
            if let block = anObject as? () -> Void { setCompletionBlock(block) }
            else { invalid(anObject, key) }
        default:
            TransactionStack.current.top.values[key] = anObject
        }
    }

    private static func invalid(_ value: Any?, _ key: String) {
        LaminaDiagnostics.report(.invalidValueType,
            "CATransaction.setValue(_:forKey: \"\(key)\"): \(KeyValueConversion.typeName(value)) is not valid here")
    }
}

/// The transaction key of `animationDuration`.
public let kCATransactionAnimationDuration = "animationDuration"
/// The transaction key of `disableActions`.
public let kCATransactionDisableActions = "disableActions"
/// The transaction key of `animationTimingFunction`.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The transaction key of `completionBlock`.
public let kCATransactionCompletionBlock = "completionBlock"
