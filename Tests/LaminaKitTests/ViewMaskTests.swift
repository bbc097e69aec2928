import Foundation
import Testing
@testable import LaminaKit

/// `UIView.mask`: the mask view's alpha decides how much of the view shows (UIKit's
/// documentation), drawn through `layer.mask` by the CPU renderer; a mask view has no
/// superview. Expected pixels are composited by hand over the window's white.
@Suite struct ViewMaskTests {
    /// A 100×100 red view at (20, 20) in a white window.
    func maskedScene() -> (KitScene, UIView) {
        let scene = KitScene()
        let view = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        view.backgroundColor = .red
        scene.add(view)
        return (scene, view)
    }

    @Test func anOpaqueMaskShowsTheViewOnlyWhereTheMaskIs() {
        let (scene, view) = maskedScene()
        let mask = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))   // the left half
        mask.backgroundColor = .black
        scene.at(0.1) { view.mask = mask }
        #expect(view.mask === mask && view.layer.mask === mask.layer)
        #expect(mask.superview == nil)
        let image = scene.frame(at: 0.1)
        #expect(pixel(image, 30, 60) == [255, 0, 0, 255])        // view (10, 40): under the mask
        #expect(pixel(image, 69, 60) == [255, 0, 0, 255])        // view (49, 40)
        #expect(pixel(image, 71, 60) == [255, 255, 255, 255])    // view (51, 40): masked away
        #expect(pixel(image, 110, 110) == [255, 255, 255, 255])
        // Without the mask the whole view shows again.
        scene.at(0.2) { view.mask = nil }
        #expect(view.mask == nil && view.layer.mask == nil)
        #expect(pixel(scene.frame(at: 0.2), 110, 110) == [255, 0, 0, 255])
    }

    @Test func aTranslucentMaskShowsTheViewInProportion() {
        let (scene, view) = maskedScene()
        let mask = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        mask.backgroundColor = UIColor(white: 0, alpha: 0.5)
        scene.at(0.1) { view.mask = mask }
        // Red at half coverage over white: (1, ½, ½) → (255, 128, 128) in 8 bits, ±1.
        let p = pixel(scene.frame(at: 0.1), 70, 70)
        #expect(p[0] == 255 && abs(p[1] - 128) <= 1 && abs(p[2] - 128) <= 1 && p[3] == 255)
    }

    /// A mask view that draws: a disc, 60 across, in the view's top-left 60×60.
    @Test func aDrawingMaskViewMasksByWhatItDraws() {
        final class Disc: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.black.setFill()
                UIBezierPath(ovalIn: bounds).fill()
            }
        }
        let (scene, view) = maskedScene()
        let disc = Disc(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        disc.backgroundColor = .clear
        scene.at(0.1) { view.mask = disc }
        let image = scene.frame(at: 0.1)
        #expect(pixel(image, 50, 50) == [255, 0, 0, 255])        // the disc's centre, view (30, 30)
        #expect(pixel(image, 22, 22) == [255, 255, 255, 255])    // view (2, 2): outside the disc
        #expect(pixel(image, 100, 100) == [255, 255, 255, 255])  // outside the mask view
    }

    @Test func aMaskViewLeavesItsSuperviewAndStopsMaskingWhenAddedToOne() {
        let (scene, view) = maskedScene()
        let holder = UIView(frame: CGRect(x: 150, y: 150, width: 40, height: 40))
        let mask = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        mask.backgroundColor = .black
        holder.addSubview(mask)
        scene.add(holder)
        scene.at(0.1) { view.mask = mask }
        #expect(mask.superview == nil && !holder.subviews.contains { $0 === mask })
        #expect(view.mask === mask)
        // Added to a view, it is a mask no more.
        scene.at(0.2) { holder.addSubview(mask) }
        #expect(view.mask == nil && view.layer.mask == nil)
        #expect(mask.superview === holder)
        #expect(pixel(scene.frame(at: 0.2), 110, 110) == [255, 0, 0, 255])
        // Moved from one view to another, it masks only the second.
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scene.at(0.3) {
            view.mask = mask
            other.mask = mask
        }
        #expect(other.mask === mask && view.mask == nil && view.layer.mask == nil)
    }

    @Test func aViewCannotBeMaskedByItselfOrAnAncestor() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        let reported = LaminaDiagnostics.capture {
            child.mask = child
            child.mask = parent
        }
        #expect(reported.map(\.code) == [.layerCycle, .layerCycle])
        #expect(child.mask == nil && child.superview === parent)
    }

    @Test func theMaskIsNotHitTested() {
        let (scene, view) = maskedScene()
        let mask = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        mask.backgroundColor = .black
        scene.at(0.1) { view.mask = mask }
        #expect(scene.window.hitTest(CGPoint(x: 70, y: 70), with: nil) === view)
    }
}
