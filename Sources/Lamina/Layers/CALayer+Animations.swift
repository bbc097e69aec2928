import Foundation

/// Attaching animations to a layer, with Apple's rules: `add(_:forKey:)` copies the
/// animation (later changes to the caller's object have no effect), compiles it once,
/// replaces an animation with the same key, and starts it at the next commit when its
/// `beginTime` is 0. Removing an animation that already started reports
/// `animationDidStop(_:finished: false)` to its delegate.
extension CALayer {
    /// What `add(…)` does (declared open in `CALayer.swift`, for subclasses to override).
    package func defaultAdd(_ anim: CAAnimation, forKey key: String?) {
        guard let copy = anim.copy() as? CAAnimation else { return }
        let stack = TransactionStack.current
        let scope = stack.top
        if !(copy.duration > 0) { copy.duration = scope.animationDuration }
        let key = copy is CATransition ? kCATransition : key
        let program = AnimationProgram(compiling: copy, for: self, transactionDuration: scope.animationDuration)
        if let key { detachAnimation(forKey: key) }
        let entry = AnimationEntry(key: key, animation: copy, program: program,
                                   completion: scope.completion, layer: self)
        animationEntries.append(entry)
        if entry.redisplaysLayer { PresentationRedisplay.current.watch(self) }
        stack.layerChanged(self)
    }

    /// What `animation(…)` does (declared open in `CALayer.swift`, for subclasses to override).
    package func defaultAnimation(forKey key: String) -> CAAnimation? {
        animationEntries.last(where: { $0.key == key })?.animation
    }

    /// What `animationKeys(…)` does (declared open in `CALayer.swift`, for subclasses to override).
    package func defaultAnimationKeys() -> [String]? {
        let keys = animationEntries.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// What `removeAnimation(…)` does (declared open in `CALayer.swift`, for subclasses to override).
    package func defaultRemoveAnimation(forKey key: String) {
        if detachAnimation(forKey: key) { TransactionStack.current.layerChanged(self) }
    }

    /// What `removeAllAnimations(…)` does (declared open in `CALayer.swift`, for subclasses to override).
    package func defaultRemoveAllAnimations() {
        guard !animationEntries.isEmpty else { return }
        let removed = animationEntries
        animationEntries.removeAll()
        for entry in removed where entry.beginTime == nil { entry.releaseCompletion() }
        if removed.contains(where: \.redisplaysLayer) { PresentationRedisplay.current.watch(self) }
        TransactionStack.current.layerChanged(self)
    }

    /// Takes the entry for `key` out of the layer. An entry no commit has started lets
    /// its transaction's completion go here; a started one is stopped by the renderer,
    /// which sees it gone at the next commit and reports `finished: false`.
    @discardableResult
    private func detachAnimation(forKey key: String) -> Bool {
        guard let index = animationEntries.lastIndex(where: { $0.key == key }) else { return false }
        let entry = animationEntries.remove(at: index)
        if entry.beginTime == nil { entry.releaseCompletion() }
        if entry.redisplaysLayer { PresentationRedisplay.current.watch(self) }
        return true
    }

    /// Removes an entry that finished (`isRemovedOnCompletion`). The renderer already
    /// dropped it and reported `animationDidStop(_:finished: true)`, so nothing needs
    /// committing.
    package func removeFinishedAnimation(_ entry: AnimationEntry) {
        guard let index = animationEntries.firstIndex(where: { $0 === entry }) else { return }
        animationEntries.remove(at: index)
        if entry.redisplaysLayer { PresentationRedisplay.current.watch(self) }
    }
}

/// An animation is an action: running it adds it to the layer under the event's key. A
/// property animation without a key path animates the property the event names, as
/// Apple's: `layer.actions = ["position": CABasicAnimation()]` animates `position`.
extension CAAnimation: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        if let property = self as? CAPropertyAnimation, property.keyPath == nil,
           let keyed = property.copy() as? CAPropertyAnimation {
            keyed.keyPath = event
            return layer.add(keyed, forKey: event)
        }
        layer.add(self, forKey: event)
    }
}
