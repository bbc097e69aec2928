// LaminaKit: UIKit's share for Lamina — the view kit the demo scenes are written
// against, with UIKit's names, so that the seeds' iOS code ports line by line.
//
// Public surface:
// - Views: `UIView` (geometry, subviews, `layerClass`, `draw(_:)`, layout, hit testing,
//   gestures), `UIImageView` (`animationImages`), `UILabel` (over `CATextLayer`),
//   `UIControl`/`UIButton` (state images and titles, `addAction(_:for:)` with
//   `UIAction`), `UIWindow`, `UIScreen`, `UIViewController`.
// - Animation blocks: `UIView.animate(withDuration:…)`, the spring variant,
//   `transition(with:…)`, `transition(from:to:…)`, `UIView.AnimationOptions`.
// - Input: `UIResponder` (`touchesBegan…`), `UITouch`, `UIEvent`, `UIGestureRecognizer`
//   and `UIPanGestureRecognizer`, `UITapGestureRecognizer`,
//   `UILongPressGestureRecognizer` (closure handlers), `UIGestureRecognizerDelegate`.
// - Drawing: `UIColor`, `UIFont`, `UIImage` (`UIImage(named:)` from `Assets/`),
//   `UIBezierPath`, `UIGraphicsGetCurrentContext()` and the context stack, string
//   drawing and measuring (`draw(at:withAttributes:)`, `boundingRect(with:…)`).
//
// Threads: like Lamina's layers, nothing is actor-isolated; a view tree is used from one
// thread (the main thread in a window). Animation blocks and the graphics context stack
// are per thread; completions run on the thread's callback queue.
@_exported import Lamina
@_exported import LaminaHost
