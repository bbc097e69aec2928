import LaminaRaster

/// The arc menu's avatars (seed 004): buttons "1"–"4" and the user's own `myHead`, 50×50
/// pt, shown in circles with a 2 pt green border. Each is a round cartoon face on a
/// coloured disc filling the picture; outside the disc the picture is transparent.
public enum Avatar: Int, CaseIterable, Sendable {
    /// `Avatar1`: an orange cat.
    case cat
    /// `Avatar2`: a panda.
    case panda
    /// `Avatar3`: a robot.
    case robot
    /// `Avatar4`: a girl with a bow.
    case girl
    /// `myHead`: the user's own avatar, a boy with glasses.
    case myHead

    /// The file name (without `.png`).
    public var fileName: String { self == .myHead ? "myHead" : "Avatar\(rawValue + 1)" }

    /// What seed 004 loads it by.
    public var seedName: String { self == .myHead ? "myHead" : "\(rawValue + 1)" }

    /// One line saying what it shows.
    public var summary: String {
        switch self {
        case .cat: "avatar: an orange cat on teal"
        case .panda: "avatar: a panda on bamboo green"
        case .robot: "avatar: a robot with antenna on blue"
        case .girl: "avatar: a girl with a red bow on pink"
        case .myHead: "the user's own avatar: a boy with glasses on violet"
        }
    }
}

/// Draws the avatars: a disc of the avatar's colour, then the face clipped to it.
enum Avatars {
    static let center = CGPoint(x: 25, y: 25), radius: CGFloat = 25

    static func draw(_ canvas: AssetCanvas, _ avatar: Avatar) {
        let disc = PathShapes.circle(center, radius)
        let background: CGColor = switch avatar {
        case .cat: .hex(0x2BB3A3)
        case .panda: .hex(0x8CCB5E)
        case .robot: .hex(0x3D7BD9)
        case .girl: .hex(0xF49AC1)
        case .myHead: .hex(0x7B57C9)
        }
        canvas.fillRadial(disc, [background.lighter(0.35), background, background.darker(0.25)], locations: [0, 0.6, 1],
                          center: CGPoint(x: 18, y: 14), radius: 40)
        canvas.isolated {
            canvas.context.addPath(disc)
            canvas.context.clip()
            switch avatar {
            case .cat: cat(canvas)
            case .panda: panda(canvas)
            case .robot: robot(canvas)
            case .girl: girl(canvas)
            case .myHead: boy(canvas)
            }
        }
    }

    static let ink = CGColor.hex(0x2A2230)

    /// Two eyes with highlights at height `y`, `spread` apart.
    static func eyes(_ canvas: AssetCanvas, y: CGFloat, spread: CGFloat, size: CGFloat, color: CGColor = ink) {
        for side in [-1.0, 1.0] {
            let p = CGPoint(x: 25 + side * spread / 2, y: y)
            canvas.fill(PathShapes.ellipse(p, rx: size * 0.8, ry: size), color)
            canvas.fill(PathShapes.circle(CGPoint(x: p.x + size * 0.3, y: p.y - size * 0.4), size * 0.35), .white)
        }
    }

    /// A smile: an arc under the face's centre.
    static func smile(_ canvas: AssetCanvas, y: CGFloat, width: CGFloat, color: CGColor = ink) {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 25 - width / 2, y: y))
        path.addQuadCurve(to: CGPoint(x: 25 + width / 2, y: y), control: CGPoint(x: 25, y: y + width * 0.45))
        canvas.stroke(path, color, width: 1.3)
    }

    /// Pink cheeks.
    static func cheeks(_ canvas: AssetCanvas, y: CGFloat, spread: CGFloat) {
        for side in [-1.0, 1.0] {
            canvas.glow(at: CGPoint(x: 25 + side * spread / 2, y: y), radius: 4, CGColor.hex(0xFF6F8E, alpha: 0.6))
        }
    }

    static func cat(_ canvas: AssetCanvas) {
        let fur = CGColor.hex(0xF39A3B)
        for side in [-1.0, 1.0] {
            let ear = PathShapes.polygon([CGPoint(x: 25 + side * 16, y: 24), CGPoint(x: 25 + side * 15, y: 5),
                                          CGPoint(x: 25 + side * 4, y: 16)])
            canvas.fill(ear, fur)
            canvas.fill(PathShapes.polygon([CGPoint(x: 25 + side * 13.5, y: 20), CGPoint(x: 25 + side * 13.5, y: 9),
                                            CGPoint(x: 25 + side * 7, y: 16)]), .hex(0xF7B9C4))
        }
        canvas.fillRadial(PathShapes.ellipse(CGPoint(x: 25, y: 31), rx: 17, ry: 15), [fur.lighter(0.3), fur, fur.darker(0.15)],
                          center: CGPoint(x: 21, y: 25), radius: 20)
        for dx in [-5.0, 0, 5] {
            let stripe = CGMutablePath()
            stripe.move(to: CGPoint(x: 25 + dx, y: 17))
            stripe.addLine(to: CGPoint(x: 25 + dx * 0.8, y: 22))
            canvas.stroke(stripe, fur.darker(0.3), width: 1.6)
        }
        canvas.fill(PathShapes.ellipse(CGPoint(x: 25, y: 36), rx: 8, ry: 6), .hex(0xFFF1DE))
        eyes(canvas, y: 28, spread: 13, size: 2.6, color: .hex(0x2D6A3E))
        canvas.fill(PathShapes.polygon([CGPoint(x: 23, y: 33), CGPoint(x: 27, y: 33), CGPoint(x: 25, y: 35.2)]),
                    .hex(0xE8587A))
        for side in [-1.0, 1.0] {
            for dy in [-1.5, 1.5] {
                let whisker = CGMutablePath()
                whisker.move(to: CGPoint(x: 25 + side * 9, y: 35 + dy))
                whisker.addLine(to: CGPoint(x: 25 + side * 20, y: 34 + dy * 2))
                canvas.stroke(whisker, CGColor.white.withAlpha(0.9), width: 0.6)
            }
        }
        smile(canvas, y: 37, width: 4)
    }

    static func panda(_ canvas: AssetCanvas) {
        let black = CGColor.hex(0x26222B)
        for side in [-1.0, 1.0] { canvas.fill(PathShapes.circle(CGPoint(x: 25 + side * 13, y: 14), 6), black) }
        canvas.fillRadial(PathShapes.ellipse(CGPoint(x: 25, y: 29), rx: 18, ry: 16), [.white, .hex(0xE9E6EE)],
                          center: CGPoint(x: 21, y: 22), radius: 24)
        for side in [-1.0, 1.0] {
            canvas.isolated {
                canvas.context.translateBy(x: 25 + side * 7, y: 27)
                canvas.context.rotate(by: side * 0.5)
                canvas.fill(PathShapes.ellipse(.zero, rx: 4.2, ry: 5.6), black)
            }
        }
        eyes(canvas, y: 27, spread: 13.5, size: 1.7, color: .white)
        canvas.fill(PathShapes.ellipse(CGPoint(x: 25, y: 33.5), rx: 2.6, ry: 1.8), black)
        smile(canvas, y: 36, width: 5)
        cheeks(canvas, y: 34, spread: 22)
        for i in 0..<3 {
            let x = CGFloat(4 + i * 3)
            canvas.fill(PathShapes.polygon([CGPoint(x: x, y: 50), CGPoint(x: x + 1.8, y: 50), CGPoint(x: x + 1.2, y: 36)]),
                        .hex(0x3E8E2F))
        }
    }

    static func robot(_ canvas: AssetCanvas) {
        let steel = CGColor.hex(0xC9D3DE)
        let antenna = CGMutablePath()
        antenna.move(to: CGPoint(x: 25, y: 13))
        antenna.addLine(to: CGPoint(x: 25, y: 6))
        canvas.stroke(antenna, steel.darker(0.3), width: 1.5)
        canvas.glow(at: CGPoint(x: 25, y: 6), radius: 5, CGColor.hex(0xFF4D4D, alpha: 0.9))
        canvas.fill(PathShapes.circle(CGPoint(x: 25, y: 6), 2), .hex(0xFF4D4D))
        for side in [-1.0, 1.0] {
            canvas.fill(CGPath(roundedRect: CGRect(x: 25 + side * 17 - 2.5, y: 23, width: 5, height: 10),
                               cornerWidth: 2, cornerHeight: 2, transform: nil), steel.darker(0.2))
        }
        let head = CGPath(roundedRect: CGRect(x: 10, y: 13, width: 30, height: 28), cornerWidth: 7, cornerHeight: 7,
                          transform: nil)
        canvas.fillLinear(head, [steel.lighter(0.5), steel, steel.darker(0.25)], from: CGPoint(x: 10, y: 13),
                          to: CGPoint(x: 40, y: 41))
        let visor = CGPath(roundedRect: CGRect(x: 14, y: 19, width: 22, height: 11), cornerWidth: 5, cornerHeight: 5,
                           transform: nil)
        canvas.fill(visor, .hex(0x1B2A3A))
        for side in [-1.0, 1.0] {
            let p = CGPoint(x: 25 + side * 5.5, y: 24.5)
            canvas.glow(at: p, radius: 5, CGColor.hex(0x4DF2FF, alpha: 0.8))
            canvas.fill(PathShapes.circle(p, 2.2), .hex(0xC8FCFF))
        }
        for i in 0..<5 {
            canvas.fill(CGPath(rect: CGRect(x: 16 + CGFloat(i) * 3.8, y: 33, width: 2.4, height: 4), transform: nil),
                        .hex(0x55616E))
        }
        canvas.fill(PathShapes.circle(CGPoint(x: 13.5, y: 16.5), 1), steel.darker(0.4))
        canvas.fill(PathShapes.circle(CGPoint(x: 36.5, y: 16.5), 1), steel.darker(0.4))
    }

    static func girl(_ canvas: AssetCanvas) {
        let hair = CGColor.hex(0x6B3A22), skin = CGColor.hex(0xFFD9B8)
        canvas.fill(PathShapes.ellipse(CGPoint(x: 25, y: 32), rx: 19, ry: 22), hair)
        canvas.fillRadial(PathShapes.ellipse(CGPoint(x: 25, y: 28), rx: 13, ry: 14), [skin.lighter(0.3), skin, skin.darker(0.08)],
                          center: CGPoint(x: 22, y: 24), radius: 16)
        let fringe = CGMutablePath()
        fringe.move(to: CGPoint(x: 11, y: 27))
        fringe.addCurve(to: CGPoint(x: 39, y: 27), control1: CGPoint(x: 9, y: 8), control2: CGPoint(x: 41, y: 8))
        fringe.addQuadCurve(to: CGPoint(x: 27, y: 20), control: CGPoint(x: 34, y: 17))
        fringe.addQuadCurve(to: CGPoint(x: 11, y: 27), control: CGPoint(x: 16, y: 17))
        canvas.fill(fringe, hair)
        canvas.stroke(fringe, hair.lighter(0.25), width: 0.5)
        let bow = CGPoint(x: 35, y: 12)
        for side in [-1.0, 1.0] {
            canvas.fill(PathShapes.polygon([bow, CGPoint(x: bow.x + side * 7, y: bow.y - 4), CGPoint(x: bow.x + side * 7, y: bow.y + 4)]),
                        .hex(0xE0283A))
        }
        canvas.fill(PathShapes.circle(bow, 2), .hex(0xB01425))
        eyes(canvas, y: 29, spread: 10, size: 2.2)
        for side in [-1.0, 1.0] {
            let lash = CGMutablePath()
            lash.move(to: CGPoint(x: 25 + side * 7.6, y: 27))
            lash.addLine(to: CGPoint(x: 25 + side * 9, y: 25.5))
            canvas.stroke(lash, ink, width: 0.8)
        }
        cheeks(canvas, y: 33, spread: 16)
        smile(canvas, y: 35, width: 5, color: .hex(0xC2334D))
    }

    static func boy(_ canvas: AssetCanvas) {
        let hair = CGColor.hex(0x1F1A24), skin = CGColor.hex(0xF1C093)
        canvas.fill(PathShapes.ellipse(CGPoint(x: 25, y: 48), rx: 17, ry: 8), .hex(0xFFC83D))
        canvas.fillRadial(PathShapes.ellipse(CGPoint(x: 25, y: 27), rx: 14, ry: 15.5), [skin.lighter(0.3), skin, skin.darker(0.1)],
                          center: CGPoint(x: 22, y: 23), radius: 18)
        for side in [-1.0, 1.0] { canvas.fill(PathShapes.ellipse(CGPoint(x: 25 + side * 14, y: 28), rx: 2.5, ry: 3.5),
                                              skin.darker(0.05)) }
        let spikes = CGMutablePath()
        spikes.move(to: CGPoint(x: 10, y: 24))
        let tips: [(CGFloat, CGFloat)] = [(9, 10), (15, 13), (17, 4), (23, 10), (27, 3), (31, 10), (37, 6), (37, 13), (42, 14)]
        for (i, tip) in tips.enumerated() {
            spikes.addLine(to: CGPoint(x: tip.0, y: tip.1))
            if i < tips.count - 1 { spikes.addLine(to: CGPoint(x: (tip.0 + tips[i + 1].0) / 2, y: 15)) }
        }
        spikes.addLine(to: CGPoint(x: 40, y: 24))
        spikes.addQuadCurve(to: CGPoint(x: 10, y: 24), control: CGPoint(x: 25, y: 14))
        canvas.fill(spikes, hair)
        for side in [-1.0, 1.0] {
            canvas.stroke(PathShapes.circle(CGPoint(x: 25 + side * 6, y: 28), 4.3), .hex(0x202020), width: 1.4)
        }
        let bridge = CGMutablePath()
        bridge.move(to: CGPoint(x: 22.7, y: 27.5))
        bridge.addQuadCurve(to: CGPoint(x: 27.3, y: 27.5), control: CGPoint(x: 25, y: 26))
        canvas.stroke(bridge, .hex(0x202020), width: 1.2)
        eyes(canvas, y: 28.3, spread: 12, size: 1.6)
        smile(canvas, y: 35, width: 7)
        cheeks(canvas, y: 33, spread: 19)
    }
}
