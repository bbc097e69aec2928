import Foundation
import Testing
@testable import LaminaKit

/// `tintColor` as UIKit has it: inherited down the view tree, system blue at the root,
/// and `tintColorDidChange()` whenever the colour a view shows changes.
@Suite struct TintColorTests {
    /// Counts its `tintColorDidChange()` calls.
    final class Counting: UIView {
        var changes = 0
        override func tintColorDidChange() { changes += 1 }
    }

    @Test func tintIsInheritedAndSystemBlueAtTheRoot() {
        let parent = UIView(frame: .zero), child = UIView(frame: .zero)
        parent.addSubview(child)
        #expect(child.tintColor.cgColor == UIColor.systemBlue.cgColor)
        parent.tintColor = .red
        #expect(child.tintColor.cgColor == UIColor.red.cgColor)
        child.tintColor = .green
        #expect(child.tintColor.cgColor == UIColor.green.cgColor)
        child.tintColor = nil
        #expect(child.tintColor.cgColor == UIColor.red.cgColor)
    }

    @Test func changesReachTheViewsThatInheritThem() {
        let parent = Counting(frame: .zero), inheriting = Counting(frame: .zero), own = Counting(frame: .zero)
        parent.addSubview(inheriting)
        parent.addSubview(own)
        own.tintColor = .green
        #expect(own.changes == 1)
        parent.tintColor = .red
        #expect(parent.changes == 1 && inheriting.changes == 1 && own.changes == 1)
        parent.tintColor = .red
        #expect(parent.changes == 1)

        // Moving under another tint, and out again, changes what the view shows.
        let other = UIView(frame: .zero)
        other.addSubview(inheriting)
        #expect(inheriting.changes == 2 && inheriting.tintColor.cgColor == UIColor.systemBlue.cgColor)
        parent.addSubview(inheriting)
        #expect(inheriting.changes == 3)
        inheriting.removeFromSuperview()
        #expect(inheriting.changes == 4)
    }
}
