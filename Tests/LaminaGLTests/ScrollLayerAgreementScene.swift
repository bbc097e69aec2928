import Foundation
@testable import LaminaGL
import LaminaRaster

extension AgreementScenes {
    /// Two scroll layers over content larger than they are: one scrolled by `scroll(to:)`
    /// and then animated along `bounds.origin`, one limited to vertical scrolling and
    /// scrolled to a rectangle. Both clip (their default), so the content's far parts
    /// must not show on either backend.
    static let scrolling = Scene(name: "scrolling", width: 220, height: 140, times: [0, 0.5, 1.2]) { root in
        root.backgroundColor = color(0.1, 0.1, 0.15)
        let scroller = CAScrollLayer()
        scroller.frame = CGRect(x: 10, y: 10, width: 120, height: 100)
        let content = CALayer()
        content.frame = CGRect(x: 0, y: 0, width: 240, height: 200)
        content.contents = picture(width: 240, height: 200)
        let badge = CALayer()
        badge.frame = CGRect(x: 150, y: 110, width: 40, height: 40)
        badge.backgroundColor = color(0.95, 0.8, 0.2)
        badge.cornerRadius = 12
        content.addSublayer(badge)
        scroller.addSublayer(content)
        root.addSublayer(scroller)
        scroller.scroll(to: CGPoint(x: 20, y: 10))
        let glide = CABasicAnimation(keyPath: "bounds.origin")
        glide.fromValue = CGPoint(x: 20, y: 10)
        glide.toValue = CGPoint(x: 110, y: 90)
        glide.duration = 1
        glide.fillMode = .forwards
        glide.isRemovedOnCompletion = false
        scroller.add(glide, forKey: "glide")

        let column = CAScrollLayer()
        column.frame = CGRect(x: 140, y: 10, width: 70, height: 120)
        column.scrollMode = .vertically
        for k in 0..<6 {
            let row = CALayer()
            row.frame = CGRect(x: 5, y: 5 + CGFloat(k) * 45, width: 90, height: 40)
            row.backgroundColor = color(0.2 + 0.12 * CGFloat(k), 0.5, 0.9 - 0.12 * CGFloat(k))
            row.cornerRadius = 6
            column.addSublayer(row)
        }
        root.addSublayer(column)
        column.scroll(to: CGRect(x: 60, y: 200, width: 20, height: 40))
    }
}
