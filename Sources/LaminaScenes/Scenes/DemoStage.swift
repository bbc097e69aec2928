import Foundation
import Lamina

/// The layer a scene is built on: a fixed-size stage centred in the window and scaled to
/// fit it, standing in for a view's own layer — its delegate turns every implicit action
/// off, as UIKit does for a view's layer (SCENES.md, scene 6).
package final class DemoStage: NSObject, CALayerDelegate {
    /// The stage's size in points; scenes are laid out on it.
    package static let size = CGSize(width: 800, height: 600)

    package let layer = CALayer()

    override package init() {
        super.init()
        layer.bounds = CGRect(origin: .zero, size: Self.size)
        layer.backgroundColor = CGColor(red: 0.97, green: 0.97, blue: 0.96, alpha: 1)
        layer.masksToBounds = true
        layer.delegate = self
    }

    /// Centres the stage in `container` and scales it to fit.
    package func fit(in container: CGRect) {
        let scale = max(min(container.width / Self.size.width, container.height / Self.size.height), 0.01)
        layer.position = CGPoint(x: container.midX, y: container.midY)
        layer.transform = CATransform3DMakeScale(scale, scale, 1)
    }

    /// Converts a point of the stage's superlayer to stage coordinates.
    package func stagePoint(_ point: CGPoint) -> CGPoint {
        layer.convert(point, from: layer.superlayer)
    }

    /// Gives `input` to `scene`; a space the scene leaves pauses or resumes the whole
    /// stage with the seed's recipe (scene 5's, for any scene), and tells the scene, whose
    /// display links layer time does not stop.
    package func route(_ input: SceneInput, to scene: any DemoScene) {
        guard !scene.handle(input), input == .key(" ") else { return }
        if layer.isPaused { layer.resumeAnimations() } else { layer.pauseAnimations() }
        scene.stagePaused(layer.isPaused)
    }

    package func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        NSNull()
    }
}
