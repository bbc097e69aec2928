import Foundation
import Lamina

/// A view showing a picture in its layer's `contents`, or cycling through
/// `animationImages`: UIKit plays them with a keyframe animation of `contents`
/// (discrete, every picture for an equal share of `animationDuration`), which is what
/// `startAnimating()` adds here, under the key `"UIImageAnimation"`.
open class UIImageView: UIView {
    /// The picture shown while not animating.
    open var image: UIImage? {
        didSet { showImage() }
    }

    /// The picture shown while highlighted, if any.
    open var highlightedImage: UIImage? {
        didSet { showImage() }
    }

    /// Whether the view shows `highlightedImage`.
    open var isHighlighted = false {
        didSet { showImage() }
    }

    /// The pictures `startAnimating()` cycles through.
    open var animationImages: [UIImage]? {
        didSet { if isAnimating { startAnimating() } }
    }

    /// Seconds one cycle through `animationImages` takes; 0 (the default) means 1/30 s
    /// per picture, as UIKit.
    open var animationDuration: TimeInterval = 0

    /// How many cycles play; 0 (the default) repeats forever.
    open var animationRepeatCount: Int = 0

    private var animationStart: CFTimeInterval?

    /// An image view showing `image`, sized to it.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        isUserInteractionEnabled = false
        showImage()
    }

    /// An image view showing `image` (or `highlightedImage` while highlighted).
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
        showImage()
    }

    /// An empty image view with `frame`. Image views take no touches by default.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Lamina does not archive views; decoding gives nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Starts cycling through `animationImages` (from the first) — nothing when there
    /// are none.
    open func startAnimating() {
        guard let images = animationImages, !images.isEmpty else { return }
        let duration = animationDuration > 0 && animationDuration.isFinite
            ? animationDuration : Double(images.count) / 30
        let animation = CAKeyframeAnimation(keyPath: "contents")
        animation.values = images.compactMap { $0.cgImage }
        animation.calculationMode = .discrete
        animation.duration = duration
        animation.repeatCount = animationRepeatCount > 0 ? Float(animationRepeatCount) : .greatestFiniteMagnitude
        layer.add(animation, forKey: UIImageView.animationKey)
        animationStart = CACurrentMediaTime()
    }

    /// Stops the cycle; the view shows `image` again.
    open func stopAnimating() {
        layer.removeAnimation(forKey: UIImageView.animationKey)
        animationStart = nil
    }

    /// Whether the cycle is running (a finite one stops by itself after its cycles).
    open var isAnimating: Bool {
        guard let animation = layer.animation(forKey: UIImageView.animationKey) else { return false }
        guard animation.repeatCount.isFinite, animation.repeatCount < .greatestFiniteMagnitude,
              let start = animationStart else { return true }
        return CACurrentMediaTime() < start + animation.duration * Double(animation.repeatCount)
    }

    /// The image's size, or none.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? .zero
    }

    /// The image's size; with no image, `UIView.noIntrinsicMetric` in both dimensions.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    static let animationKey = "UIImageAnimation"

    /// The contents are the picture, at its own scale.
    override func adoptContentScale(_ scale: CGFloat) {}

    private func showImage() {
        let shown = isHighlighted ? (highlightedImage ?? image) : image
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.contents = shown?.cgImage
        layer.contentsScale = shown?.scale ?? UIScreen.main.scale
        CATransaction.commit()
    }
}
