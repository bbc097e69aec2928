import Foundation
import Lamina

/// A control showing a background image, an image and a title per state, laid out by
/// the overridable `backgroundRect(forBounds:)`, `contentRect(forBounds:)`,
/// `imageRect(forContentRect:)` and `titleRect(forContentRect:)`.
///
/// State values fall back as UIKit's do: a state with no value of its own shows the
/// `.normal` one. By default the image and the title sit side by side (image first),
/// centred in the content rectangle, each at its natural size (shrunk to fit).
open class UIButton: UIControl {
    /// The kinds of button UIKit makes; Lamina's all look like `.custom`.
    public enum ButtonType: Int, Sendable {
        /// No system look: the images and title set, nothing more.
        case custom
        /// UIKit's system button (a tinted title); here its title is `systemBlue`.
        case system
        /// UIKit's detail-disclosure (ⓘ) button.
        case detailDisclosure
        /// UIKit's light info (ⓘ) button (since iOS 7 it looks like `.detailDisclosure`).
        case infoLight
        /// UIKit's dark info (ⓘ) button (since iOS 7 it looks like `.detailDisclosure`).
        case infoDark
        /// UIKit's add-contact (+) button.
        case contactAdd
        /// UIKit's close (×) button.
        case close
    }

    /// The kind the button was made as.
    public let buttonType: ButtonType

    private var images = PerState<UIImage>()
    private var backgroundImages = PerState<UIImage>()
    private var titles = PerState<String>()
    private var titleColors = PerState<UIColor>()
    private let backgroundView = UIImageView(frame: .zero)
    private let imageViewStorage = UIImageView(frame: .zero)
    private let titleLabelStorage = UILabel(frame: .zero)

    /// A button of `buttonType`.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        setUp()
    }

    /// A custom button with `frame`.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        setUp()
    }

    /// A button of `buttonType` that runs `primaryAction` when tapped.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Lamina does not archive views; decoding gives nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    private func setUp() {
        titleLabelStorage.textAlignment = .center
        titleLabelStorage.font = UIFont.systemFont(ofSize: 15)
        addSubview(backgroundView)
        addSubview(imageViewStorage)
        addSubview(titleLabelStorage)
        titleColors.set(buttonType == .custom ? .white : .systemBlue, for: .normal)
        updateContent()
    }

    // MARK: Values per state

    /// Sets the image shown in `state`.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        set(\.images, image, for: state)
    }

    /// Sets the background image shown in `state`.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        set(\.backgroundImages, image, for: state)
    }

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        set(\.titles, title, for: state)
    }

    /// Sets the title's colour in `state`.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        set(\.titleColors, color, for: state)
    }

    /// The image for `state` (the `.normal` one when `state` has none).
    open func image(for state: UIControl.State) -> UIImage? { images.value(for: state) }
    /// The background image for `state` (the `.normal` one when `state` has none).
    open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages.value(for: state) }
    /// The title for `state` (the `.normal` one when `state` has none).
    open func title(for state: UIControl.State) -> String? { titles.value(for: state) }
    /// The title colour for `state` (the `.normal` one when `state` has none).
    open func titleColor(for state: UIControl.State) -> UIColor? { titleColors.value(for: state) }

    /// Sets one of the per-state values and shows the result.
    private func set<Value>(_ values: ReferenceWritableKeyPath<UIButton, PerState<Value>>, _ value: Value?,
                            for state: UIControl.State) {
        self[keyPath: values].set(value, for: state)
        updateContent()
    }

    /// The image shown now.
    open var currentImage: UIImage? { image(for: state) }
    /// The background image shown now.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    /// The title shown now.
    open var currentTitle: String? { title(for: state) }
    /// The title colour now.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }

    /// The view showing the current image.
    open var imageView: UIImageView? { imageViewStorage }
    /// The label showing the current title.
    open var titleLabel: UILabel? { titleLabelStorage }

    // MARK: Layout (override to place the parts yourself)

    /// Where the background image goes: the bounds.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The area the image and title are laid out in: the bounds.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the image goes in `contentRect`: beside the title, the pair centred.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        let (image, title) = naturalSizes(in: contentRect)
        guard image.width > 0 || image.height > 0 else { return .zero }
        let x = contentRect.midX - (image.width + title.width) / 2
        return CGRect(x: x, y: contentRect.midY - image.height / 2, width: image.width, height: image.height)
    }

    /// Where the title goes in `contentRect`: after the image, the pair centred.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        let (image, title) = naturalSizes(in: contentRect)
        guard title.width > 0 else { return .zero }
        let x = contentRect.midX - (image.width + title.width) / 2 + image.width
        return CGRect(x: x, y: contentRect.midY - title.height / 2, width: title.width, height: title.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let content = contentRect(forBounds: bounds)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        backgroundView.frame = backgroundRect(forBounds: bounds)
        imageViewStorage.frame = imageRect(forContentRect: content)
        titleLabelStorage.frame = titleRect(forContentRect: content)
        CATransaction.commit()
    }

    open override func stateDidChange() {
        super.stateDidChange()
        updateContent()
    }

    /// The image's and the title's sizes, shrunk to share `contentRect`.
    private func naturalSizes(in contentRect: CGRect) -> (image: CGSize, title: CGSize) {
        var image = currentImage?.size ?? .zero
        var title = currentTitle.map { _ in titleLabelStorage.sizeThatFits(contentRect.size) } ?? .zero
        if image.width > contentRect.width || image.height > contentRect.height {
            let k = min(contentRect.width / max(image.width, 1), contentRect.height / max(image.height, 1))
            image = CGSize(width: image.width * k, height: image.height * k)
        }
        title.width = min(title.width, max(0, contentRect.width - image.width))
        title.height = min(title.height, contentRect.height)
        return (image, title)
    }

    private func updateContent() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        backgroundView.image = currentBackgroundImage
        imageViewStorage.image = currentImage
        titleLabelStorage.text = currentTitle
        titleLabelStorage.textColor = currentTitleColor
        CATransaction.commit()
        setNeedsLayout()
    }
}

/// Values a button keeps per control state, read with UIKit's fallback: a state with no
/// value of its own gives the `.normal` one.
private struct PerState<Value> {
    private var values: [UIControl.State: Value] = [:]

    func value(for state: UIControl.State) -> Value? { values[state] ?? values[.normal] }

    mutating func set(_ value: Value?, for state: UIControl.State) { values[state] = value }
}
