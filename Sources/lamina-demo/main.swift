// lamina-demo: until the window and the renderers exist, the demo walks through what the
// library computes today, on the scenes' own layer trees (SCENES.md): the lottery wheel's
// buttons, the image fold's perspective, the sticky badge's blob path.
import Lamina
import LaminaRaster

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print("""
    usage: lamina-demo [--help] [--frames DIR]

    Builds the layer trees of the demo's scenes with Lamina's Core Animation API and
    prints their geometry, hit tests, paths and a spin driven frame by frame.
    --frames DIR   also draws six scenes at chosen times with the CPU renderer and writes
                   PNG frames and a contact sheet to DIR.
    The window comes with the OpenGL stage of the project.
    """)
    exit(0)
}
if let flag = arguments.firstIndex(of: "--frames") {
    guard flag + 1 < arguments.count else {
        FileHandle.standardError.write(Data("lamina-demo: --frames needs a directory\n".utf8))
        exit(2)
    }
    do {
        try SceneFrames.write(to: URL(fileURLWithPath: arguments[flag + 1]))
    } catch {
        FileHandle.standardError.write(Data("lamina-demo: could not write frames: \(error)\n".utf8))
        exit(1)
    }
}

func format(_ v: CGFloat) -> String { String(format: "%.2f", Double(v)) }
func format(_ p: CGPoint) -> String { "(\(format(p.x)), \(format(p.y)))" }
func format(_ r: CGRect) -> String {
    "(\(format(r.minX)), \(format(r.minY)), \(format(r.width)) × \(format(r.height)))"
}

print("Lamina — Core Animation for Linux\n")

// MARK: Scene 8, the lottery wheel: 12 buttons of 68×143 anchored at (0.5, 1) on the centre.

print("Lottery wheel (scene 8)")
let wheel = CALayer()
wheel.bounds = CGRect(x: 0, y: 0, width: 286, height: 286)
wheel.position = CGPoint(x: 200, y: 200)

/// A zodiac button: hits in its lower half are ignored, as the seed's hitTest override.
final class ZodiacButtonLayer: CALayer {
    override func hitTest(_ p: CGPoint) -> CALayer? {
        let local = convert(p, from: superlayer)
        return local.y < bounds.height * 0.5 ? super.hitTest(p) : nil
    }
}

for i in 0..<12 {
    let button = ZodiacButtonLayer()
    button.name = "sign \(i)"
    button.bounds = CGRect(x: 0, y: 0, width: 68, height: 143)
    button.anchorPoint = CGPoint(x: 0.5, y: 1)
    button.position = CGPoint(x: wheel.bounds.midX, y: wheel.bounds.midY)
    button.contentsRect = CGRect(x: CGFloat(i) / 12, y: 0, width: 1.0 / 12, height: 1)
    button.transform = CATransform3DMakeRotation(CGFloat(i) * .pi / 6, 0, 0, 1)
    wheel.addSublayer(button)
}
for button in wheel.sublayers!.prefix(4) {
    let tip = button.convert(CGPoint(x: 34, y: 0), to: wheel)
    print("  \(button.name!): frame \(format(button.frame)), tip at \(format(tip))")
}
// Taps given in the window (the wheel's superlayer); the wheel turns 45°.
wheel.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
for tap in [CGPoint(x: 200, y: 80), CGPoint(x: 290, y: 130), CGPoint(x: 200, y: 190)] {
    let hit = wheel.hitTest(tap)
    print("  tap \(format(tap)) with the wheel at 45° → \(hit?.name ?? (hit === wheel ? "the wheel" : "nothing"))")
}
if let selected = wheel.sublayers?[3] {
    let t = CATransform3DConcat(selected.transform, wheel.transform)
    let angle = atan2(t.m12, t.m11)
    print("  to bring sign 3 to the top the wheel turns to \(format(-atan2(selected.transform.m12, selected.transform.m11))) rad (now at \(format(angle)))")
}

// MARK: Scene 9, the image fold: the top half turns about x with m34 = −1/500.

print("\nImage fold (scene 9)")
let container = CALayer()
container.bounds = CGRect(x: 0, y: 0, width: 300, height: 300)
container.position = CGPoint(x: 150, y: 150)
let topHalf = CALayer()
topHalf.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
topHalf.anchorPoint = CGPoint(x: 0.5, y: 1)
topHalf.position = CGPoint(x: 150, y: 150)
topHalf.contentsRect = CGRect(x: 0, y: 0, width: 1, height: 0.5)
container.addSublayer(topHalf)
for drag in [0.0, 60.0, 120.0] as [CGFloat] {
    var t = CATransform3DIdentity
    t.m34 = -1.0 / 500
    topHalf.transform = CATransform3DRotate(t, -drag / 200 * .pi, 1, 0, 0)
    let corners = [CGPoint(x: 0, y: 0), CGPoint(x: 200, y: 0)].map { topHalf.convert($0, to: container) }
    print("  drag \(format(drag)) pt: top edge at \(format(corners[0])) – \(format(corners[1])), frame \(format(topHalf.frame))")
}

// MARK: Scene 14, the sticky badge: the blob between the two circles (seed 003's formulas).

print("\nSticky badge (scene 14)")
let small = (center: CGPoint(x: 100, y: 100), radius: CGFloat(10))
let big = (center: CGPoint(x: 160, y: 180), radius: CGFloat(20))
let dx = big.center.x - small.center.x, dy = big.center.y - small.center.y
let d = (dx * dx + dy * dy).squareRoot()
let sinθ = dx / d, cosθ = dy / d
let pointA = CGPoint(x: small.center.x - small.radius * cosθ, y: small.center.y + small.radius * sinθ)
let pointB = CGPoint(x: small.center.x + small.radius * cosθ, y: small.center.y - small.radius * sinθ)
let pointC = CGPoint(x: big.center.x + big.radius * cosθ, y: big.center.y - big.radius * sinθ)
let pointD = CGPoint(x: big.center.x - big.radius * cosθ, y: big.center.y + big.radius * sinθ)
let pointO = CGPoint(x: pointA.x + d * 0.5 * sinθ, y: pointA.y + d * 0.5 * cosθ)
let pointP = CGPoint(x: pointB.x + d * 0.5 * sinθ, y: pointB.y + d * 0.5 * cosθ)
let blob = CGMutablePath()
blob.move(to: pointA)
blob.addLine(to: pointB)
blob.addQuadCurve(to: pointC, control: pointP)
blob.addLine(to: pointD)
blob.addQuadCurve(to: pointA, control: pointO)
let shape = CAShapeLayer()
shape.path = blob
shape.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
let midpoint = CGPoint(x: (small.center.x + big.center.x) / 2, y: (small.center.y + big.center.y) / 2)
print("  circles \(format(d)) pt apart; the small one shrinks to r = \(format(max(small.radius - d / 10, 3)))")
print("  blob: \(format(shape.path!.boundingBoxOfPath)) (tight), contains the midpoint: \(blob.contains(midpoint))")
let outline = blob.copy(strokingWithWidth: 2, lineCap: .round, lineJoin: .round, miterLimit: 10)
print("  its 2-pt outline spans \(format(outline.boundingBoxOfPath))")
let dashed = blob.copy(dashingWithPhase: 0, lengths: [6, 4])
var dashCount = 0
dashed.applyWithBlock { if $0.pointee.type == .moveToPoint { dashCount += 1 } }
print("  dashed [6, 4]: \(dashCount) dashes")

// MARK: Key paths, as animations will name them.

print("\nKey paths")
let spinner = CALayer()
spinner.setValue(CGFloat.pi / 3, forKeyPath: "transform.rotation.z")
spinner.setValue(2, forKeyPath: "transform.scale")
print("  transform.rotation.z = \(format(spinner.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? .nan))," +
      " transform.scale = \(format(spinner.value(forKeyPath: "transform.scale") as? CGFloat ?? .nan))")
spinner.setValue(CGPoint(x: 40, y: 50), forKey: "position")
spinner.setValue(12, forKeyPath: "position.x")
print("  position = \(format(spinner.position)) after setting position.x = 12")

// MARK: Scene 8's "pick": the wheel spins three times in 0.5 s, driven frame by frame.

print("\nAnimation (scene 8's spin, frames from a CARenderer)")
let renderer = CARenderer()
let screen = CALayer()
screen.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
renderer.layer = screen
let spinning = CALayer()
spinning.bounds = CGRect(x: 0, y: 0, width: 286, height: 286)
spinning.position = CGPoint(x: 200, y: 200)
screen.addSublayer(spinning)
CAMediaClock.fixedTime = 10
renderer.beginFrame(atTime: 10)
renderer.endFrame()

final class SpinReporter: NSObject, CAAnimationDelegate {
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        print("  animationDidStop(finished: \(flag)) at t = \(format(CACurrentMediaTime()))")
    }
}
let spin = CABasicAnimation(keyPath: "transform.rotation")
spin.toValue = 2 * CGFloat.pi * 3
spin.duration = 0.5
spin.delegate = SpinReporter()
spinning.add(spin, forKey: "spin")
for frame in 0...8 {
    let t = 10 + Double(frame) / 16
    CAMediaClock.fixedTime = t
    renderer.beginFrame(atTime: t)
    renderer.endFrame()
    if let shown = spinning.presentation() {
        let angle = atan2(shown.transform.m12, shown.transform.m11)
        print("  t = \(format(t)): wheel at \(format(angle)) rad")
    }
}
CAMediaClock.fixedTime = nil

print("\nRun with --frames DIR for scenes drawn by the CPU renderer; the window comes with the OpenGL stage.")
