import Foundation
import Lamina
import LaminaKit

/// Scene 12: a reflection (seed 000). A picture in a view whose layer class is
/// `CAReplicatorLayer`: the replicator copies the image view's layer once more, turned
/// π about x around the view's bottom edge (its anchor point), and each copy is 0.1
/// darker and more transparent (`instanceRed/Green/Blue/AlphaOffset = -0.1`). The seed
/// turns its copies π/2 (three of them), which shows them edge on; the mirror it
/// describes is a half turn.
final class ReflectionScene: KitScene<ReflectionViewController>, DemoScene {
    static let number = 12
    static let title = "Reflection"
    static let hint = "a replicator view mirrors its picture below it, 0.1 fainter"
}

/// The seed's storyboard in code: the replicator view with its image view.
final class ReflectionViewController: UIViewController, SceneController {
    /// The replicator view's frame before `awakeFromNib` moves its anchor point to the
    /// bottom edge (which lifts it by half its height, to 100…300).
    static let viewFrame = CGRect(x: 250, y: 200, width: 300, height: 200)
    private(set) var reflectionView: ReflectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        reflectionView = ReflectionView(frame: Self.viewFrame)
        let imageView = UIImageView(frame: reflectionView.bounds)
        imageView.image = UIImage(named: "Photo6")
        reflectionView.addSubview(imageView)
        view.addSubview(reflectionView)
        reflectionView.awakeFromNib()
    }
}

/// Seed 000's reflection view: its own layer is a replicator.
final class ReflectionView: UIView {
    override class var layerClass: AnyClass {
        CAReplicatorLayer.self
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        guard let layer = self.layer as? CAReplicatorLayer else { return }
        layer.anchorPoint = CGPoint(x: 0.5, y: 1)
        layer.instanceCount = 2
        layer.instanceTransform = CATransform3DMakeRotation(.pi, 1, 0, 0)
        layer.instanceAlphaOffset = -0.1
        layer.instanceBlueOffset = -0.1
        layer.instanceGreenOffset = -0.1
        layer.instanceRedOffset = -0.1
    }
}
