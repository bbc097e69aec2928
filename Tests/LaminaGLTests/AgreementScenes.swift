import Foundation
@testable import LaminaGL
import LaminaRaster

// The agreement tests' scenes, built with the public layer API as an app would build
// them. Each covers one area of the renderer, with animations so several times differ.

enum AgreementScenes {
    static func color(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor {
        CGColor(red: r, green: g, blue: b, alpha: a)
    }

    static func spin(_ keyPath: String, duration: Double, to: CGFloat = 2 * .pi) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: keyPath)
        a.fromValue = 0
        a.toValue = to
        a.duration = duration
        a.repeatCount = .greatestFiniteMagnitude
        return a
    }

    static func perspective(_ d: CGFloat) -> CATransform3D {
        var p = CATransform3DIdentity
        p.m34 = -1 / d
        return p
    }

    /// A picture drawn with CGContext: a diagonal gradient with a white grid and a dark disc.
    static func picture(width: Int, height: Int) -> CGImage {
        let ctx = makeBitmap(width, height)
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                  colors: [color(0.9, 0.3, 0.2), color(0.2, 0.4, 0.9)], locations: [0, 1])!
        ctx.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: width, y: height), options: [])
        ctx.setStrokeColor(CGColor(gray: 1, alpha: 0.7))
        ctx.setLineWidth(2)
        for x in stride(from: 0, to: width, by: 16) {
            ctx.move(to: CGPoint(x: x, y: 0)); ctx.addLine(to: CGPoint(x: x, y: height))
        }
        for y in stride(from: 0, to: height, by: 16) {
            ctx.move(to: CGPoint(x: 0, y: y)); ctx.addLine(to: CGPoint(x: width, y: y))
        }
        ctx.strokePath()
        ctx.setFillColor(color(0.1, 0.1, 0.2, 0.8))
        ctx.fillEllipse(in: CGRect(x: width / 4, y: height / 4, width: width / 2, height: height / 2))
        return ctx.makeImage()!
    }

    /// A checkerboard of `cells` × `cells` squares of `cell` pixels (pixel art, for
    /// nearest-neighbour filtering).
    static func checkerboard(cells: Int, cell: Int) -> CGImage {
        let n = cells * cell
        let ctx = makeBitmap(n, n)
        for y in 0..<cells {
            for x in 0..<cells {
                ctx.setFillColor((x + y) % 2 == 0 ? color(1, 0.85, 0.2) : color(0.2, 0.3, 0.8, 0.6))
                ctx.fill(CGRect(x: x * cell, y: y * cell, width: cell, height: cell))
            }
        }
        return ctx.makeImage()!
    }

    /// A nine-part button frame: a rounded border 8 px wide on a 32×32 image.
    static func buttonFrame() -> CGImage {
        let ctx = makeBitmap(32, 32)
        ctx.setFillColor(color(0.2, 0.6, 0.3))
        ctx.addPath(CGPath(roundedRect: CGRect(x: 0, y: 0, width: 32, height: 32), cornerWidth: 10, cornerHeight: 10, transform: nil))
        ctx.fillPath()
        ctx.setFillColor(color(0.9, 0.95, 0.9))
        ctx.fill(CGRect(x: 8, y: 8, width: 16, height: 16))
        return ctx.makeImage()!
    }

    // MARK: Scenes

    static let transforms = Scene(name: "transforms", width: 200, height: 150, times: [0, 0.4, 1.3]) { root in
        root.backgroundColor = CGColor(gray: 0.1, alpha: 1)
        root.sublayerTransform = perspective(300)
        for i in 0..<6 {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
            layer.position = CGPoint(x: 30 + CGFloat(i % 3) * 65, y: 40 + CGFloat(i / 3) * 70)
            layer.anchorPoint = CGPoint(x: i == 2 ? 0 : 0.5, y: 0.5)
            layer.backgroundColor = color(CGFloat(i) / 6, 0.7, 1 - CGFloat(i) / 6)
            layer.add(spin(i < 3 ? "transform.rotation.z" : (i == 3 ? "transform.rotation.x" : "transform.rotation.y"),
                           duration: 2 + Double(i) * 0.3), forKey: "spin")
            if i == 4 { layer.transform = CATransform3DMakeScale(1.4, 0.7, 1) }
            root.addSublayer(layer)
        }
    }

    static let cornersBordersOpacity = Scene(name: "corners", width: 220, height: 160, scale: 2, times: [0, 0.7]) { root in
        root.backgroundColor = color(0.95, 0.95, 0.9)
        let masks: [CACornerMask] = [[.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner],
                                     [.layerMinXMinYCorner, .layerMaxXMaxYCorner], [.layerMaxXMinYCorner],
                                     [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]]
        for i in 0..<8 {
            let layer = CALayer()
            layer.frame = CGRect(x: 6 + CGFloat(i % 4) * 26, y: 8 + CGFloat(i / 4) * 38, width: 22, height: 30)
            layer.backgroundColor = color(0.2 + CGFloat(i) * 0.1, 0.3, 0.7, i == 5 ? 0.5 : 1)
            layer.cornerRadius = [4, 8, 11, 30, 6, 0, 9, 3][i]
            layer.maskedCorners = masks[i % 4]
            layer.borderWidth = [0, 1, 2.5, 4, 0.5, 3, 1.5, 6][i]
            layer.borderColor = color(0.9, 0.4, 0.1, i % 2 == 0 ? 1 : 0.6)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0.2
            fade.duration = 1
            if i % 3 == 0 { layer.add(fade, forKey: "fade") }
            let turn = spin("transform.rotation.z", duration: 5)
            if i >= 6 { layer.add(turn, forKey: "turn") }
            root.addSublayer(layer)
        }
    }

    /// A `contents` animation cross-dissolving two pictures under a rounded, bordered
    /// layer with a sublayer, over a background; explicit and from a change.
    static let contentsCrossFade = Scene(name: "contents-cross-fade", width: 200, height: 120, times: [0, 0.5, 1.2],
                                         change: (0.2, { root in
                                             let layer = root.sublayers![1]
                                             CATransaction.setDisableActions(false)
                                             CATransaction.setAnimationDuration(1)
                                             layer.contents = checkerboard(cells: 4, cell: 3)
                                         })) { root in
        root.backgroundColor = CGColor(gray: 0.2, alpha: 1)
        let explicit = CALayer()
        explicit.frame = CGRect(x: 10, y: 10, width: 80, height: 100)
        explicit.cornerRadius = 12
        explicit.masksToBounds = true
        let fade = CABasicAnimation(keyPath: "contents")
        fade.fromValue = picture(width: 64, height: 48)
        fade.toValue = buttonFrame()
        fade.duration = 1
        explicit.add(fade, forKey: "fade")
        let badge = CALayer()
        badge.frame = CGRect(x: 20, y: 20, width: 30, height: 30)
        badge.backgroundColor = color(0.9, 0.8, 0.1)
        explicit.addSublayer(badge)
        root.addSublayer(explicit)
        let changed = CALayer()
        changed.frame = CGRect(x: 110, y: 10, width: 80, height: 100)
        changed.contents = picture(width: 64, height: 48)
        changed.opacity = 0.8
        changed.borderWidth = 3
        changed.borderColor = color(1, 1, 1)
        root.addSublayer(changed)
    }

    static let contents = Scene(name: "contents", width: 240, height: 180, times: [0, 0.6]) { root in
        root.backgroundColor = CGColor(gray: 0.2, alpha: 1)
        let picture = picture(width: 64, height: 48)
        let checker = checkerboard(cells: 4, cell: 3)
        let frame = buttonFrame()
        let gravities: [CALayerContentsGravity] = [.resize, .center, .topLeft, .bottomRight, .resizeAspect, .resizeAspectFill]
        for (i, gravity) in gravities.enumerated() {
            let layer = CALayer()
            layer.frame = CGRect(x: 6 + CGFloat(i % 3) * 78, y: 6 + CGFloat(i / 3) * 58, width: 72, height: 52)
            layer.contents = picture
            layer.contentsGravity = gravity
            layer.backgroundColor = color(0.3, 0.3, 0.35)
            layer.masksToBounds = i % 2 == 1
            if i == 2 { layer.contentsRect = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5) }
            if i == 0 { layer.add(spin("transform.rotation.z", duration: 3, to: 0.6), forKey: "turn") }
            root.addSublayer(layer)
        }
        // Nearest-neighbour magnified pixel art, and the same linear.
        for (i, filter) in [CALayerContentsFilter.nearest, .linear, .trilinear].enumerated() {
            let layer = CALayer()
            layer.frame = CGRect(x: 6 + CGFloat(i) * 40, y: 124, width: 36, height: 36)
            layer.contents = checker
            layer.magnificationFilter = filter
            layer.minificationFilter = filter
            root.addSublayer(layer)
        }
        // Nine-part stretching (contentsCenter), the corners kept at their size.
        let button = CALayer()
        button.frame = CGRect(x: 130, y: 120, width: 100, height: 50)
        button.contents = frame
        button.contentsCenter = CGRect(x: 0.3, y: 0.3, width: 0.4, height: 0.4)
        let grow = CABasicAnimation(keyPath: "bounds.size.width")
        grow.fromValue = 100
        grow.toValue = 60
        grow.duration = 1
        button.add(grow, forKey: "grow")
        root.addSublayer(button)
    }

    static let perspectiveContents = Scene(name: "perspective-contents", width: 200, height: 160, times: [0.2, 0.9]) { root in
        root.backgroundColor = CGColor(gray: 0.05, alpha: 1)
        root.sublayerTransform = perspective(250)
        let layer = CALayer()
        layer.frame = CGRect(x: 40, y: 30, width: 120, height: 100)
        layer.contents = picture(width: 120, height: 100)
        layer.cornerRadius = 14
        layer.masksToBounds = true
        layer.borderWidth = 2
        layer.borderColor = color(1, 1, 1)
        layer.add(spin("transform.rotation.y", duration: 4, to: 1.2), forKey: "turn")
        root.addSublayer(layer)
    }

    /// `.trilinear` minification through the mip chain: a detailed picture shrunk flat and
    /// turning, tilted in perspective, nine-part stretched while minified, and `.linear`
    /// beside it for contrast.
    static let minifiedContents = Scene(name: "minified-contents", width: 220, height: 150, times: [0, 0.5, 1.2]) { root in
        root.backgroundColor = CGColor(gray: 0.15, alpha: 1)
        let detailed = picture(width: 256, height: 192)
        let stripes = checkerboard(cells: 64, cell: 1)
        for (i, filter) in [CALayerContentsFilter.trilinear, .linear].enumerated() {
            let layer = CALayer()
            layer.frame = CGRect(x: 8 + CGFloat(i) * 56, y: 8, width: 50, height: 38)
            layer.contents = detailed
            layer.minificationFilter = filter
            layer.add(spin("transform.rotation.z", duration: 4, to: 0.8), forKey: "turn")
            root.addSublayer(layer)
        }
        let fine = CALayer()
        fine.frame = CGRect(x: 120, y: 8, width: 40, height: 40)
        fine.contents = stripes
        fine.minificationFilter = .trilinear
        root.addSublayer(fine)
        let tilted = CALayer()
        tilted.frame = CGRect(x: 10, y: 60, width: 110, height: 80)
        tilted.contents = detailed
        tilted.minificationFilter = .trilinear
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 200
        tilted.transform = CATransform3DRotate(t, 0.9, 1, 0, 0)
        tilted.add(spin("transform.rotation.y", duration: 5, to: 0.7), forKey: "turn")
        root.addSublayer(tilted)
        let button = CALayer()
        button.frame = CGRect(x: 135, y: 70, width: 70, height: 40)
        button.contents = detailed
        button.contentsCenter = CGRect(x: 0.2, y: 0.2, width: 0.6, height: 0.6)
        button.minificationFilter = .trilinear
        root.addSublayer(button)
    }

    /// Transitions at work: at t = 0.3 four pictures change, each with a 0.8 s transition
    /// (push from the right, move in from the top, reveal from the bottom, fade); the
    /// frames between show the old and new pictures moved and faded.
    static let transitions = Scene(name: "transitions", width: 220, height: 150, times: [0, 0.3, 0.55, 0.8, 1.2],
                                   change: (0.3, { root in
        let types: [(CATransitionType, CATransitionSubtype?)] = [(.push, .fromRight), (.moveIn, .fromTop),
                                                                 (.reveal, .fromBottom), (.fade, nil)]
        let after = checkerboard(cells: 6, cell: 8)
        for (layer, (type, subtype)) in zip(root.sublayers ?? [], types) {
            layer.contents = after
            layer.backgroundColor = color(0.1, 0.6, 0.3)
            let transition = CATransition()
            transition.type = type
            transition.subtype = subtype
            transition.duration = 0.8
            transition.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            layer.add(transition, forKey: kCATransition)
        }
    })) { root in
        root.backgroundColor = color(0.15, 0.15, 0.2)
        let before = picture(width: 90, height: 60)
        for i in 0..<4 {
            let layer = CALayer()
            layer.frame = CGRect(x: 12 + CGFloat(i % 2) * 104, y: 8 + CGFloat(i / 2) * 72, width: 90, height: 60)
            layer.contents = before
            layer.cornerRadius = 6
            layer.borderWidth = 2
            layer.borderColor = color(1, 1, 1)
            root.addSublayer(layer)
        }
    }

    static let clips = Scene(name: "clips", width: 200, height: 200, times: [0, 0.5, 1.1]) { root in
        root.backgroundColor = color(1, 1, 1)
        root.sublayerTransform = perspective(400)
        let outer = CALayer()
        outer.frame = CGRect(x: 30, y: 30, width: 140, height: 140)
        outer.backgroundColor = color(0.8, 0.85, 1)
        outer.cornerRadius = 30
        outer.masksToBounds = true
        outer.add(spin("transform.rotation.z", duration: 6), forKey: "turn")
        let inner = CALayer()
        inner.frame = CGRect(x: 20, y: 20, width: 100, height: 100)
        inner.backgroundColor = color(0.9, 0.7, 0.2)
        inner.cornerRadius = 12
        inner.masksToBounds = true
        inner.add(spin("transform.rotation.x", duration: 3, to: 1), forKey: "tilt")
        for k in 0..<5 {
            let bar = CALayer()
            bar.frame = CGRect(x: -20 + CGFloat(k) * 30, y: -10, width: 18, height: 160)
            bar.backgroundColor = color(0.2, CGFloat(k) * 0.2, 0.6, 0.85)
            inner.addSublayer(bar)
        }
        outer.addSublayer(inner)
        let big = CALayer()
        big.frame = CGRect(x: -40, y: 100, width: 260, height: 30)
        big.backgroundColor = color(0.8, 0.1, 0.3, 0.7)
        outer.addSublayer(big)
        root.addSublayer(outer)
    }

    static let masks = Scene(name: "masks", width: 200, height: 140, times: [0, 0.5]) { root in
        root.backgroundColor = color(0.1, 0.1, 0.15)
        let picture = picture(width: 90, height: 90)
        // A gradient mask fading a picture.
        let faded = CALayer()
        faded.frame = CGRect(x: 10, y: 20, width: 90, height: 90)
        faded.contents = picture
        let fade = CAGradientLayer()
        fade.frame = faded.bounds
        fade.colors = [color(0, 0, 0, 1), color(0, 0, 0, 0)]
        faded.mask = fade
        root.addSublayer(faded)
        // A shape mask (a star) over a coloured layer with sublayers, turning.
        let starred = CALayer()
        starred.frame = CGRect(x: 105, y: 20, width: 90, height: 90)
        starred.backgroundColor = color(0.3, 0.8, 0.5)
        let dot = CALayer()
        dot.frame = CGRect(x: 30, y: 10, width: 50, height: 50)
        dot.backgroundColor = color(0.9, 0.2, 0.4)
        dot.cornerRadius = 25
        starred.addSublayer(dot)
        let star = CAShapeLayer()
        star.frame = starred.bounds
        let path = CGMutablePath()
        for k in 0..<10 {
            let r: CGFloat = k % 2 == 0 ? 44 : 18
            let a = CGFloat(k) * .pi / 5 - .pi / 2
            let p = CGPoint(x: 45 + r * cos(a), y: 45 + r * sin(a))
            if k == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        star.path = path
        star.fillColor = color(0, 0, 0)
        starred.mask = star
        starred.add(spin("transform.rotation.z", duration: 4), forKey: "turn")
        root.addSublayer(starred)
    }

    static let groupOpacity = Scene(name: "group-opacity", width: 160, height: 120, times: [0, 0.5]) { root in
        root.backgroundColor = color(1, 1, 0.9)
        for (i, grouped) in [true, false].enumerated() {
            let parent = CALayer()
            parent.frame = CGRect(x: 10 + CGFloat(i) * 75, y: 20, width: 70, height: 80)
            parent.opacity = 0.6
            parent.allowsGroupOpacity = grouped
            let a = CALayer()
            a.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            a.backgroundColor = color(0.9, 0.1, 0.1)
            let b = CALayer()
            b.frame = CGRect(x: 20, y: 30, width: 50, height: 50)
            b.backgroundColor = color(0.1, 0.2, 0.9)
            b.cornerRadius = 10
            parent.addSublayer(a)
            parent.addSublayer(b)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0.8
            fade.toValue = 0.3
            fade.duration = 1
            parent.add(fade, forKey: "fade")
            root.addSublayer(parent)
        }
    }

    static let shadows = Scene(name: "shadows", width: 240, height: 160, times: [0, 0.5]) { root in
        root.backgroundColor = color(0.95, 0.95, 0.95)
        // Small blur (exact Gaussian), large blur (box approximation), a shadowPath, a
        // shadow of a turning rounded card.
        let specs: [(CGFloat, CGSize, Bool)] = [(2, CGSize(width: 3, height: 4), false), (12, CGSize(width: 0, height: 6), false),
                                                (5, CGSize(width: 6.5, height: 5.3), true), (4, CGSize(width: -3, height: 3), false)]
        for (i, spec) in specs.enumerated() {
            let layer = CALayer()
            layer.frame = CGRect(x: 20 + CGFloat(i % 2) * 120, y: 20 + CGFloat(i / 2) * 75, width: 80, height: 45)
            layer.backgroundColor = color(0.3 + CGFloat(i) * 0.15, 0.5, 0.8)
            layer.cornerRadius = 8
            layer.shadowOpacity = 0.7
            layer.shadowRadius = spec.0
            layer.shadowOffset = spec.1
            layer.shadowColor = i == 3 ? color(0.8, 0, 0) : color(0, 0, 0)
            if spec.2 { layer.shadowPath = CGPath(ellipseIn: CGRect(x: -5, y: 10, width: 90, height: 40), transform: nil) }
            if i == 3 {
                layer.add(spin("transform.rotation.z", duration: 4), forKey: "turn")
                let child = CALayer()
                child.frame = CGRect(x: 50, y: 25, width: 40, height: 30)
                child.backgroundColor = color(0.1, 0.7, 0.2)
                layer.addSublayer(child)
            }
            root.addSublayer(layer)
        }
    }

    static let shapes = Scene(name: "shapes", width: 220, height: 150, times: [0, 0.4, 0.9]) { root in
        root.backgroundColor = color(1, 1, 1)
        root.sublayerTransform = perspective(300)
        let wave = CGMutablePath()
        wave.move(to: CGPoint(x: 5, y: 40))
        wave.addCurve(to: CGPoint(x: 95, y: 40), control1: CGPoint(x: 30, y: -10), control2: CGPoint(x: 70, y: 90))
        wave.addQuadCurve(to: CGPoint(x: 50, y: 75), control: CGPoint(x: 100, y: 80))
        wave.closeSubpath()
        for i in 0..<3 {
            let shape = CAShapeLayer()
            shape.frame = CGRect(x: 10 + CGFloat(i) * 70, y: 20, width: 100, height: 80)
            shape.path = wave
            shape.fillColor = i == 1 ? nil : color(0.2, 0.5, 0.9, 0.8)
            shape.strokeColor = color(0.9, 0.3, 0.1)
            shape.lineWidth = [3, 6, 1.5][i]
            shape.fillRule = i == 2 ? .evenOdd : .nonZero
            if i == 1 {
                shape.lineDashPattern = [8, 4]
                shape.lineCap = .round
                let draw = CABasicAnimation(keyPath: "strokeEnd")
                draw.fromValue = 0
                draw.toValue = 1
                draw.duration = 1
                shape.add(draw, forKey: "draw")
            }
            if i == 2 { shape.add(spin("transform.rotation.y", duration: 3, to: 0.9), forKey: "tilt") }
            root.addSublayer(shape)
        }
        let circle = CAShapeLayer()
        circle.frame = CGRect(x: 20, y: 105, width: 40, height: 40)
        circle.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
        circle.fillColor = color(0.1, 0.7, 0.3)
        circle.add(spin("transform.rotation.z", duration: 2), forKey: "turn")
        root.addSublayer(circle)
    }

    static let gradients = Scene(name: "gradients", width: 240, height: 130, times: [0, 0.6]) { root in
        root.backgroundColor = color(0, 0, 0)
        let kinds: [CAGradientLayerType] = [.axial, .radial, .conic]
        for (i, kind) in kinds.enumerated() {
            let g = CAGradientLayer()
            g.frame = CGRect(x: 8 + CGFloat(i) * 78, y: 10, width: 70, height: 100)
            g.type = kind
            g.colors = [color(1, 0.2, 0.2), color(0.2, 1, 0.3, 0.5), color(0.2, 0.3, 1)]
            g.locations = [0, 0.3, 1]
            g.startPoint = kind == .axial ? CGPoint(x: 0, y: 0) : CGPoint(x: 0.5, y: 0.5)
            g.endPoint = kind == .axial ? CGPoint(x: 1, y: 1) : CGPoint(x: 1, y: 0.8)
            g.cornerRadius = 10
            if i == 0 { g.add(spin("transform.rotation.z", duration: 5), forKey: "turn") }
            if i == 1 { g.add(spin("transform.rotation.y", duration: 4, to: 0.8), forKey: "tilt") }
            root.addSublayer(g)
        }
        root.sublayerTransform = perspective(300)
    }

    static let replicators = Scene(name: "replicators", width: 200, height: 160, times: [0, 0.3, 0.8]) { root in
        root.backgroundColor = color(0.05, 0.05, 0.1)
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        replicator.instanceCount = 24
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 12, 0, 0, 1)
        replicator.instanceDelay = 0.05
        replicator.instanceColor = color(1, 1, 1)
        replicator.instanceRedOffset = -0.03
        replicator.instanceAlphaOffset = -0.02
        let dot = CALayer()
        dot.bounds = CGRect(x: 0, y: 0, width: 12, height: 12)
        dot.cornerRadius = 6
        dot.position = CGPoint(x: 100, y: 25)
        dot.backgroundColor = color(0.3, 0.8, 1)
        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.fromValue = 1
        pulse.toValue = 0.3
        pulse.duration = 0.6
        pulse.autoreverses = true
        pulse.repeatCount = .greatestFiniteMagnitude
        dot.add(pulse, forKey: "pulse")
        replicator.addSublayer(dot)
        root.addSublayer(replicator)
    }

    /// Replicators whose copies do not differ in time, drawn by OpenGL as instanced runs:
    /// a spiral (rotation and scale about the anchor, colour offsets, a border, an
    /// animation every copy shares), a 6 × 4 grid of nested replicators, and a row turned
    /// in perspective.
    static let instancedReplicators = Scene(name: "instancedReplicators", width: 240, height: 180,
                                            times: [0, 0.4]) { root in
        root.backgroundColor = color(0.05, 0.05, 0.1)
        let spiral = CAReplicatorLayer()
        spiral.frame = CGRect(x: 0, y: 0, width: 120, height: 120)
        spiral.instanceCount = 40
        spiral.instanceTransform = CATransform3DRotate(CATransform3DMakeScale(0.96, 0.96, 1), 0.4, 0, 0, 1)
        spiral.instanceGreenOffset = -0.02
        spiral.instanceAlphaOffset = -0.015
        let dot = CALayer()
        dot.bounds = CGRect(x: 0, y: 0, width: 14, height: 10)
        dot.cornerRadius = 4
        dot.position = CGPoint(x: 60, y: 12)
        dot.backgroundColor = color(1, 0.8, 0.3)
        dot.borderWidth = 1.5
        dot.borderColor = color(0.2, 0.4, 1)
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = CGFloat.pi
        spin.duration = 1
        dot.add(spin, forKey: "spin")
        spiral.addSublayer(dot)
        root.addSublayer(spiral)

        let rows = CAReplicatorLayer()
        rows.frame = CGRect(x: 130, y: 10, width: 100, height: 80)
        rows.instanceCount = 4
        rows.instanceTransform = CATransform3DMakeTranslation(0, 18, 0)
        rows.instanceBlueOffset = -0.2
        let columns = CAReplicatorLayer()
        columns.frame = rows.bounds
        columns.instanceCount = 6
        columns.instanceTransform = CATransform3DMakeTranslation(16.5, 0, 0)
        columns.instanceRedOffset = -0.15
        let cell = CALayer()
        cell.frame = CGRect(x: 2.25, y: 3.5, width: 12, height: 12)
        cell.cornerRadius = 3
        cell.backgroundColor = color(1, 1, 1)
        columns.addSublayer(cell)
        rows.addSublayer(columns)
        root.addSublayer(rows)

        let turned = CAReplicatorLayer()
        turned.frame = CGRect(x: 130, y: 100, width: 100, height: 70)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 200
        turned.transform = CATransform3DRotate(perspective, 0.6, 0, 1, 0)
        turned.instanceCount = 5
        turned.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        let bar = CALayer()
        bar.frame = CGRect(x: 2, y: 5, width: 14, height: 60)
        bar.backgroundColor = color(0.4, 1, 0.5)
        turned.addSublayer(bar)
        root.addSublayer(turned)
    }

    /// Replicators whose copies run their animations late (`instanceDelay`), which
    /// OpenGL evaluates per copy from tracks in one draw each: a ring of dots pulsing in
    /// scale (ease in, ease out, autoreversed, forever) and cycling colour through
    /// keyframes; a stream of dots along a path (keyframes on a `CGPath`) whose copies
    /// have not all set off (backward fill off); bars growing in `bounds.size.height`
    /// at twice the speed with a time offset, fading, held at their end (forward fill);
    /// rows in step around blinking columns that run late.
    static let lateReplicatorCopies = Scene(name: "lateReplicatorCopies", width: 240, height: 180,
                                            times: [0.15, 0.55, 1.3]) { root in
        root.backgroundColor = color(0.08, 0.08, 0.1)
        let ring = CAReplicatorLayer()
        ring.frame = CGRect(x: 0, y: 0, width: 120, height: 120)
        ring.instanceCount = 24
        ring.instanceTransform = CATransform3DMakeRotation(2 * .pi / 24, 0, 0, 1)
        ring.instanceDelay = 0.05
        let dot = CALayer()
        dot.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        dot.cornerRadius = 5
        dot.position = CGPoint(x: 60, y: 14)
        dot.backgroundColor = color(1, 1, 1)
        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.fromValue = 1
        pulse.toValue = 0.2
        pulse.duration = 0.6
        pulse.autoreverses = true
        pulse.repeatCount = .greatestFiniteMagnitude
        pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        dot.add(pulse, forKey: "pulse")
        let tint = CAKeyframeAnimation(keyPath: "backgroundColor")
        tint.values = [color(1, 0.3, 0.2), color(0.2, 0.6, 1), color(1, 0.3, 0.2)]
        tint.duration = 1.2
        tint.repeatCount = .greatestFiniteMagnitude
        dot.add(tint, forKey: "tint")
        ring.addSublayer(dot)
        root.addSublayer(ring)

        let stream = CAReplicatorLayer()
        stream.frame = CGRect(x: 120, y: 0, width: 120, height: 120)
        stream.instanceCount = 16
        stream.instanceDelay = 0.07
        stream.instanceGreenOffset = -0.05
        let bead = CALayer()
        bead.frame = CGRect(x: 0, y: -20, width: 8, height: 8)
        bead.backgroundColor = color(1, 1, 0.4)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 100))
        path.addLine(to: CGPoint(x: 60, y: 20))
        path.addQuadCurve(to: CGPoint(x: 110, y: 100), control: CGPoint(x: 110, y: 20))
        let follow = CAKeyframeAnimation(keyPath: "position")
        follow.path = path
        follow.duration = 1.5
        follow.repeatCount = .greatestFiniteMagnitude
        follow.calculationMode = .paced
        bead.add(follow, forKey: "follow")
        stream.addSublayer(bead)
        root.addSublayer(stream)

        let bars = CAReplicatorLayer()
        bars.frame = CGRect(x: 10, y: 125, width: 220, height: 50)
        bars.instanceCount = 10
        bars.instanceTransform = CATransform3DMakeTranslation(22, 0, 0)
        bars.instanceDelay = 0.1
        bars.instanceRedOffset = -0.08
        let bar = CALayer()
        bar.anchorPoint = CGPoint(x: 0.5, y: 1)
        bar.bounds = CGRect(x: 0, y: 0, width: 14, height: 10)
        bar.position = CGPoint(x: 9, y: 50)
        bar.backgroundColor = color(0.4, 1, 0.6)
        let grow = CABasicAnimation(keyPath: "bounds.size.height")
        grow.fromValue = 4
        grow.toValue = 48
        grow.duration = 1
        grow.speed = 2
        grow.timeOffset = 0.2
        grow.fillMode = .forwards
        grow.isRemovedOnCompletion = false
        bar.add(grow, forKey: "grow")
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.3
        fade.duration = 0.8
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = false
        bar.add(fade, forKey: "fade")
        bars.addSublayer(bar)
        root.addSublayer(bars)

        // Rows in step around columns running late: the late run nested in a plain one.
        let rows = CAReplicatorLayer()
        rows.frame = CGRect(x: 100, y: 95, width: 40, height: 30)
        rows.instanceCount = 3
        rows.instanceTransform = CATransform3DMakeTranslation(0, 10, 0)
        let columns = CAReplicatorLayer()
        columns.frame = rows.bounds
        columns.instanceCount = 5
        columns.instanceTransform = CATransform3DMakeTranslation(8, 0, 0)
        columns.instanceDelay = 0.12
        let cell = CALayer()
        cell.frame = CGRect(x: 1, y: 1, width: 6, height: 6)
        cell.backgroundColor = color(1, 0.5, 0.9)
        let blink = CABasicAnimation(keyPath: "opacity")
        blink.fromValue = 1
        blink.toValue = 0.1
        blink.duration = 0.3
        blink.autoreverses = true
        blink.repeatCount = .greatestFiniteMagnitude
        cell.add(blink, forKey: "blink")
        columns.addSublayer(cell)
        rows.addSublayer(columns)
        root.addSublayer(rows)
    }

    /// Text layers: plain and attributed, wrapped, aligned, truncated, at scale 2, one
    /// turning in perspective (its backing store drawn as contents by both backends).
    /// Text layers whose animations change what they draw, so each frame draws them from
    /// their presentation values: a font size growing from 12 to 40 points (turned a
    /// little, so its texture is resampled), a colour going from red to blue, both over
    /// 1 s; at 1.2 s the models' own backing stores show.
    static let animatedText = Scene(name: "animated-text", width: 400, height: 200, scale: 2,
                                    times: [0, 0.5, 1.2]) { root in
        root.backgroundColor = color(0.1, 0.12, 0.18)
        let grow = CATextLayer()
        grow.frame = CGRect(x: 4, y: 8, width: 192, height: 50)
        grow.string = "Grow"
        grow.fontSize = 40
        grow.contentsScale = 2
        let size = CABasicAnimation(keyPath: "fontSize")
        size.fromValue = 12
        size.toValue = 40
        size.duration = 1
        grow.add(size, forKey: "grow")
        grow.transform = CATransform3DMakeRotation(0.12, 0, 0, 1)
        root.addSublayer(grow)
        let tint = CATextLayer()
        tint.frame = CGRect(x: 4, y: 56, width: 192, height: 40)
        tint.string = "Tint"
        tint.fontSize = 30
        tint.contentsScale = 2
        tint.foregroundColor = color(0, 0, 1)
        let colour = CABasicAnimation(keyPath: "foregroundColor")
        colour.fromValue = color(1, 0, 0)
        colour.toValue = color(0, 0, 1)
        colour.duration = 1
        tint.add(colour, forKey: "tint")
        root.addSublayer(tint)
    }

    static let text = Scene(name: "text", width: 400, height: 240, scale: 2, times: [0, 0.5]) { root in
        root.backgroundColor = color(0.1, 0.12, 0.18)
        let title = CATextLayer()
        title.frame = CGRect(x: 4, y: 4, width: 192, height: 22)
        title.string = "Lamina — text AV"
        title.fontSize = 16
        title.alignmentMode = .center
        title.contentsScale = 2
        root.addSublayer(title)
        let body = CATextLayer()
        body.frame = CGRect(x: 4, y: 30, width: 100, height: 48)
        body.string = "Wrapped words in a narrow column that runs out of room"
        body.fontSize = 11
        body.isWrapped = true
        body.truncationMode = .end
        body.foregroundColor = color(1, 0.85, 0.3)
        body.backgroundColor = color(0.2, 0.2, 0.3)
        body.contentsScale = 2
        root.addSublayer(body)
        let styled = NSMutableAttributedString(string: "red green blue")
        styled.addAttribute(.foregroundColor, value: color(1, 0.2, 0.2), range: NSRange(location: 0, length: 3))
        styled.addAttribute(.foregroundColor, value: color(0.2, 1, 0.3), range: NSRange(location: 4, length: 5))
        styled.addAttribute(.foregroundColor, value: color(0.3, 0.5, 1), range: NSRange(location: 10, length: 4))
        styled.addAttribute(.font, value: CTFontCreateWithName("Helvetica-Bold" as CFString, 13, nil),
                            range: NSRange(location: 0, length: 14))
        let attributed = CATextLayer()
        attributed.frame = CGRect(x: 4, y: 90, width: 192, height: 20)
        attributed.string = styled
        attributed.alignmentMode = .right
        attributed.contentsScale = 2
        root.addSublayer(attributed)
        let turning = CATextLayer()
        turning.frame = CGRect(x: 116, y: 34, width: 76, height: 40)
        turning.string = "Turn"
        turning.fontSize = 26
        turning.contentsScale = 2
        turning.add(spin("transform.rotation.y", duration: 4, to: 0.9), forKey: "tilt")
        root.addSublayer(turning)
        root.sublayerTransform = perspective(400)
    }

    /// Shaped, bidirectional and emoji text: colour glyphs, Arabic joining, a Hebrew
    /// paragraph right-aligned by its natural alignment, a Devanagari conjunct, an emoji
    /// line turning in 3D (its glyphs drawn through the backing store like any text).
    static let internationalText = Scene(name: "international-text", width: 400, height: 400, scale: 2,
                                         times: [0, 0.5]) { root in
        root.backgroundColor = color(0.95, 0.95, 0.92)
        func line(_ string: String, _ frame: CGRect, size: CGFloat, _ tint: CGColor) -> CATextLayer {
            let text = CATextLayer()
            text.frame = frame
            text.string = string
            text.fontSize = size
            text.foregroundColor = tint
            text.contentsScale = 2
            root.addSublayer(text)
            return text
        }
        _ = line("😀👍🏽🇫🇷", CGRect(x: 4, y: 4, width: 192, height: 44), size: 32, color(1, 1, 1))
        _ = line("سلام عليكم", CGRect(x: 4, y: 50, width: 192, height: 30), size: 20, color(0.1, 0.3, 0.6))
        _ = line("abc שלום def", CGRect(x: 4, y: 82, width: 192, height: 30), size: 18, color(0.5, 0.1, 0.1))
        _ = line("क्षत्रिय नमस्ते", CGRect(x: 4, y: 112, width: 192, height: 34), size: 20, color(0.2, 0.4, 0.1))
        let turning = line("🎸 ffi 🏈", CGRect(x: 40, y: 150, width: 120, height: 44), size: 24, color(0.1, 0.1, 0.1))
        turning.add(spin("transform.rotation.y", duration: 4, to: 0.9), forKey: "tilt")
        root.addSublayer(turning)
        root.sublayerTransform = perspective(400)
    }

    static let all = [transforms, cornersBordersOpacity, contents, perspectiveContents, minifiedContents, transitions, clips,
                      masks, groupOpacity, shadows, shapes, gradients, replicators, text, internationalText]
}
