import Foundation
import LaminaHost

extension WindowCheck {
    /// A 640×400 window with rounded, bordered, shadowed, rotating and sliding layers on
    /// the real clock, on screen for `seconds`: what a person looks at in a screenshot.
    func show(seconds: Double) throws {
        let window = try Window(title: "Lamina", size: CGSize(width: 640, height: 400), renderingBackend: backend)
        print("version: \(Window.glfwVersion)")
        print("backend: \(window.activeRenderingBackend)")
        fflush(stdout)
        window.showsFPSOverlay = CommandLine.arguments.contains("--fps-overlay")
        let root = window.rootLayer
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.backgroundColor = CGColor(red: 0.12, green: 0.13, blue: 0.16, alpha: 1)

        let card = CALayer()
        card.frame = CGRect(x: 40, y: 40, width: 240, height: 150)
        card.backgroundColor = CGColor(red: 0.95, green: 0.35, blue: 0.3, alpha: 1)
        card.cornerRadius = 18
        card.borderWidth = 4
        card.borderColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.8)
        card.shadowOpacity = 0.6
        card.shadowRadius = 10
        card.shadowOffset = CGSize(width: 0, height: 8)
        root.addSublayer(card)

        let spinner = CALayer()
        spinner.bounds = CGRect(x: 0, y: 0, width: 110, height: 110)
        spinner.position = CGPoint(x: 460, y: 120)
        spinner.backgroundColor = CGColor(red: 0.3, green: 0.6, blue: 1, alpha: 1)
        spinner.cornerRadius = 12
        root.addSublayer(spinner)

        let ball = CALayer()
        ball.bounds = CGRect(x: 0, y: 0, width: 60, height: 60)
        ball.position = CGPoint(x: 80, y: 310)
        ball.cornerRadius = 30
        ball.backgroundColor = CGColor(red: 0.35, green: 0.85, blue: 0.45, alpha: 1)
        root.addSublayer(ball)
        CATransaction.commit()

        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = Double.pi * 2
        spin.duration = 2
        spin.repeatCount = .infinity
        spinner.add(spin, forKey: "spin")
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 80
        slide.toValue = 560
        slide.duration = 1.5
        slide.autoreverses = true
        slide.repeatCount = .infinity
        slide.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        ball.add(slide, forKey: "slide")

        let end = CAMediaClock.monotonicSeconds() + seconds
        window.run(until: { CAMediaClock.monotonicSeconds() >= end })
        print("frames: \(window.statistics.framesPresented)")
        print("last frame: \(window.statistics.renderer)")
        window.close()
    }
}
