import Foundation
import Lamina

/// Scene 18: Core Animation's own particle system, three `CAEmitterLayer`s over a night
/// sky (issue 11).
///
/// - **Fireworks**, after Apple's "Fireworks" sample: rockets rise from the bottom centre
///   against gravity, trailing fading dots; a second into each rocket's life an unseen
///   burst cell (its `beginTime` 1 s, `duration` 0.05 s: one particle) sends sparks every
///   way (`emissionRange` 2π), which fall, shrink and fade. The sparks take the rocket's
///   random colour and scale through the burst; everything is drawn `.additive`.
/// - **Snow**: a `.line` emitter as wide as the stage, just above its top edge, lets slow
///   flakes fall, each turning at its own `spin`.
/// - **Fire**: a small `.circle` emitter of additive flames that rise faster as they go
///   (negative `yAcceleration`), shrink, redden and fade, over a short-lived yellow core,
///   with a few embers flying higher. A press or a drag moves the emitter to the pointer,
///   with actions disabled so that it does not glide there.
///
/// The emitters keep `beginTime` 0, as Apple's samples do, so the layers simulate from
/// local time 0: a window opened on the scene shows it already running, and an offscreen
/// run, whose clock starts at 0 with the scene, starts with an empty sky. Each emitter has
/// a fixed `seed`, so every run draws the same particles.
final class ParticlesScene: DemoScene {
    static let number = 18
    static let title = "Particles"
    static let hint = "drag to move the fire"

    /// Where the fire burns until the pointer moves it.
    static let fireStart = CGPoint(x: 160, y: 470)
    /// The script's drag: from the fire's start up to (400, 400) and down to (640, 470), in
    /// 90 steps of 1/30 s from 0.5 s (released at 3.53 s).
    static let dragPath = ScriptedInput.line(from: fireStart, to: CGPoint(x: 400, y: 400), count: 45)
        + ScriptedInput.line(from: CGPoint(x: 400, y: 400), to: CGPoint(x: 640, y: 470), count: 45).dropFirst()
    static let script = ScriptedInput.drag(dragPath, at: 0.5)

    let sky = CAGradientLayer()
    let fireworksEmitter = CAEmitterLayer()
    let snowEmitter = CAEmitterLayer()
    let fireEmitter = CAEmitterLayer()

    init(stage: CALayer) {
        let bounds = stage.bounds
        sky.frame = bounds
        sky.colors = [CGColor(red: 0.01, green: 0.02, blue: 0.08, alpha: 1),
                      CGColor(red: 0.07, green: 0.09, blue: 0.22, alpha: 1)]
        stage.addSublayer(sky)

        let glow = SceneArt.glow(size: 40)

        fireworksEmitter.frame = bounds
        fireworksEmitter.emitterPosition = CGPoint(x: bounds.midX, y: bounds.maxY)
        fireworksEmitter.emitterSize = CGSize(width: bounds.width / 4, height: 0)
        fireworksEmitter.emitterShape = .line
        fireworksEmitter.emitterMode = .outline
        fireworksEmitter.renderMode = .additive
        fireworksEmitter.seed = 7

        let rocket = CAEmitterCell()
        rocket.name = "rocket"
        rocket.birthRate = 1.5
        rocket.lifetime = 1.05
        rocket.emissionLongitude = -.pi / 2
        rocket.emissionRange = 0.25 * .pi
        rocket.velocity = 460
        rocket.velocityRange = 50
        rocket.yAcceleration = 75
        rocket.contents = glow
        rocket.scale = 0.3
        rocket.color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        rocket.redRange = 1
        rocket.greenRange = 1
        rocket.blueRange = 1
        rocket.spinRange = .pi

        let trail = CAEmitterCell()
        trail.name = "trail"
        trail.birthRate = 45
        trail.lifetime = 0.5
        trail.velocity = 40
        trail.emissionLongitude = .pi
        trail.emissionRange = .pi / 6
        trail.contents = glow
        trail.scale = 0.5
        trail.scaleSpeed = -0.2
        trail.alphaSpeed = -2

        let burst = CAEmitterCell()
        burst.name = "burst"
        burst.beginTime = 1
        burst.duration = 0.05
        burst.birthRate = 1
        burst.lifetime = 0.125
        burst.velocity = 0
        burst.scale = 1.8

        let spark = CAEmitterCell()
        spark.name = "spark"
        spark.birthRate = 1200
        spark.lifetime = 2
        spark.lifetimeRange = 0.5
        spark.velocity = 170
        spark.velocityRange = 30
        spark.emissionRange = 2 * .pi
        spark.yAcceleration = 75
        spark.contents = SceneArt.spark(size: 24)
        spark.scaleSpeed = -0.2
        spark.redSpeed = 0.4
        spark.greenSpeed = -0.1
        spark.blueSpeed = -0.1
        spark.alphaSpeed = -0.45
        spark.spin = 2 * .pi
        spark.spinRange = 2 * .pi

        burst.emitterCells = [spark]
        rocket.emitterCells = [trail, burst]
        fireworksEmitter.emitterCells = [rocket]
        stage.addSublayer(fireworksEmitter)

        snowEmitter.frame = bounds
        snowEmitter.emitterPosition = CGPoint(x: bounds.midX, y: -12)
        snowEmitter.emitterSize = CGSize(width: bounds.width, height: 0)
        snowEmitter.emitterShape = .line
        snowEmitter.emitterMode = .outline
        snowEmitter.seed = 18

        let flake = CAEmitterCell()
        flake.name = "flake"
        flake.birthRate = 30
        flake.lifetime = 15
        flake.velocity = 35
        flake.velocityRange = 15
        flake.emissionLongitude = .pi / 2
        flake.emissionRange = .pi / 3
        flake.yAcceleration = 4
        flake.spin = 0.3
        flake.spinRange = 1.2
        flake.scale = 0.45
        flake.scaleRange = 0.2
        flake.contents = SceneArt.snowflake(size: 32)
        flake.color = CGColor(red: 0.9, green: 0.95, blue: 1, alpha: 0.9)
        flake.alphaRange = 0.1
        snowEmitter.emitterCells = [flake]
        stage.addSublayer(snowEmitter)

        fireEmitter.frame = bounds
        fireEmitter.emitterPosition = Self.fireStart
        fireEmitter.emitterSize = CGSize(width: 10, height: 0)
        fireEmitter.emitterShape = .circle
        fireEmitter.renderMode = .additive
        fireEmitter.seed = 5

        let flame = CAEmitterCell()
        flame.name = "flame"
        flame.birthRate = 260
        flame.lifetime = 0.9
        flame.lifetimeRange = 0.3
        flame.velocity = 60
        flame.velocityRange = 25
        flame.emissionLongitude = -.pi / 2
        flame.emissionRange = .pi / 5
        flame.yAcceleration = -120
        flame.contents = glow
        flame.scale = 0.9
        flame.scaleRange = 0.3
        flame.scaleSpeed = -0.8
        flame.color = CGColor(red: 1, green: 0.45, blue: 0.12, alpha: 0.5)
        flame.greenRange = 0.1
        flame.greenSpeed = -0.25
        flame.alphaSpeed = -0.5

        let core = CAEmitterCell()
        core.name = "core"
        core.birthRate = 120
        core.lifetime = 0.45
        core.lifetimeRange = 0.15
        core.velocity = 45
        core.velocityRange = 15
        core.emissionLongitude = -.pi / 2
        core.emissionRange = .pi / 8
        core.yAcceleration = -80
        core.contents = glow
        core.scale = 0.55
        core.scaleSpeed = -0.6
        core.color = CGColor(red: 1, green: 0.85, blue: 0.45, alpha: 0.7)
        core.alphaSpeed = -1.2

        let ember = CAEmitterCell()
        ember.name = "ember"
        ember.birthRate = 12
        ember.lifetime = 1.6
        ember.velocity = 110
        ember.velocityRange = 40
        ember.emissionLongitude = -.pi / 2
        ember.emissionRange = .pi / 4
        ember.yAcceleration = -30
        ember.contents = SceneArt.spark(size: 24)
        ember.scale = 0.25
        ember.spinRange = 4
        ember.color = CGColor(red: 1, green: 0.7, blue: 0.3, alpha: 1)
        ember.alphaSpeed = -0.6
        fireEmitter.emitterCells = [flame, core, ember]
        stage.addSublayer(fireEmitter)
    }

    func handle(_ input: SceneInput) -> Bool {
        switch input {
        case .pointerDown(let point), .pointerMoved(let point):
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            fireEmitter.emitterPosition = point
            CATransaction.commit()
            return true
        default:
            return false
        }
    }
}
