import Foundation
import Lamina

/// Scene 17: the gallery — every scene of the demo in a list, two columns of numbered
/// rows. A click on a row marks it and, in the window, opens that scene (key 0 comes
/// back here). The window's keys work everywhere: ←/→ the previous / next scene, space
/// pauses and resumes the scene with scene 5's recipe, F shows the fps overlay.
package final class GalleryScene: DemoScene {
    package static let number = 17
    package static let title = "Gallery"
    package static let hint = "click a scene to open it · 0 comes back · ←/→ previous / next · space pause · F fps overlay"
    /// Marks scene 4's row at 0.5 s, scene 8's at 1.2 s and scene 14's at 2 s.
    package static let script = [4, 8, 14].enumerated().map { i, number in
        ScriptedInput(time: [0.5, 1.2, 2.0][i], input: .pointerDown(rowFrame(number).origin.applying(
            CGAffineTransform(translationX: 20, y: 20))))
    }

    /// The scenes listed, and the row each sits in.
    static var listed: [any DemoScene.Type] { DemoScenes.all }

    /// The frame of the row of scene `number` (stage points): nine rows a column.
    static func rowFrame(_ number: Int) -> CGRect {
        let index = listed.firstIndex { $0.number == number } ?? 0
        return CGRect(x: 40 + CGFloat(index / 9) * 370, y: 96 + CGFloat(index % 9) * 52, width: 350, height: 44)
    }

    static let rowColor = CGColor(red: 0.88, green: 0.9, blue: 0.95, alpha: 1)
    static let markedColor = CGColor(red: 0.25, green: 0.4, blue: 0.75, alpha: 1)

    let heading = CATextLayer()
    private(set) var rows: [(number: Int, layer: CALayer, label: CATextLayer)] = []
    /// The scene whose row is marked.
    private(set) var marked: Int?
    /// Opens scene `number` (the window sets it; offscreen a click only marks the row).
    package var onOpen: ((Int) -> Void)?

    package init(stage: CALayer) {
        heading.string = "Lamina — Core Animation for Linux: the scenes"
        heading.fontSize = 26
        heading.foregroundColor = CGColor(gray: 0.15, alpha: 1)
        heading.frame = CGRect(x: 40, y: 36, width: 720, height: 40)
        stage.addSublayer(heading)

        for scene in Self.listed {
            let row = CALayer()
            row.frame = Self.rowFrame(scene.number)
            row.cornerRadius = 8
            row.backgroundColor = Self.rowColor
            stage.addSublayer(row)

            let badge = CALayer()
            badge.frame = CGRect(x: 8, y: 8, width: 28, height: 28)
            badge.cornerRadius = 14
            badge.backgroundColor = CGColor(red: 0.9, green: 0.45, blue: 0.2, alpha: 1)
            row.addSublayer(badge)

            let label = CATextLayer()
            label.string = "\(scene.number). \(scene.title)"
            label.fontSize = 18
            label.foregroundColor = CGColor(gray: 0.1, alpha: 1)
            label.frame = CGRect(x: 48, y: 10, width: 290, height: 26)
            row.addSublayer(label)
            rows.append((scene.number, row, label))
        }
    }

    package func handle(_ input: SceneInput) -> Bool {
        guard case .pointerDown(let point) = input,
              let row = rows.first(where: { $0.layer.frame.contains(point) }) else { return false }
        mark(row.number)
        onOpen?(row.number)
        return true
    }

    /// Marks the row of scene `number`.
    package func mark(_ number: Int) {
        marked = number
        for row in rows {
            row.layer.backgroundColor = row.number == number ? Self.markedColor : Self.rowColor
            row.label.foregroundColor = row.number == number ? CGColor(gray: 1, alpha: 1) : CGColor(gray: 0.1, alpha: 1)
        }
    }
}
