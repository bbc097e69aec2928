import LaminaRaster

/// Every picture in `Assets/`, in the order the README lists them.
///
/// Sizes come from the seeds: the zodiac cells are 40×46 pt (seed 002's `zyimagew` ×
/// `zyimageh`; the sheet is 12 cells wide, which is seed 000's `bigImage.size.width / 12`),
/// the selection background fills a 68×143 pt button, the wheel is 286 pt across (twice
/// the button height: the buttons stand on its centre), the avatars are 50×50 pt
/// (seed 004's buttons). The seeds load photos, explosion frames and avatars as "1", "2", …;
/// one bundle cannot hold three pictures named "1", so the files carry a family prefix
/// and `seedName` keeps the seed's name.
public enum AssetCatalog {
    /// All pictures.
    public static let pictures: [AssetPicture] = zodiac + wheel + photos + explosion + avatars

    /// The picture called `name`.
    ///
    /// - Throws: `AssetError.unknownPicture` listing the known names.
    public static func picture(named name: String) throws(AssetError) -> AssetPicture {
        guard let picture = pictures.first(where: { $0.name == name }) else { throw .unknownPicture(name) }
        return picture
    }

    /// Cells of the zodiac sprite sheets, in points.
    public static let zodiacCell = CGSize(width: 40, height: 46)

    static let zodiac: [AssetPicture] = [
        AssetPicture("LuckyAstrology", .zodiac,
                     points: CGSize(width: zodiacCell.width * 12, height: zodiacCell.height),
                     seedName: "LuckyAstrology",
                     summary: "the twelve zodiac signs ♈–♓, one 40×46 pt cell each, on cream medallions") {
            ZodiacSprite.draw($0, pressed: false)
        },
        AssetPicture("LuckyAstrologyPressed", .zodiac,
                     points: CGSize(width: zodiacCell.width * 12, height: zodiacCell.height),
                     seedName: "LuckyAstrologyPressed",
                     summary: "the same twelve signs selected: white glyphs on glowing medallions of their element's colour") {
            ZodiacSprite.draw($0, pressed: true)
        },
    ]

    static let wheel: [AssetPicture] = [
        AssetPicture("LuckyBaseBackground", .wheel, points: CGSize(width: 320, height: 320),
                     seedName: "LuckyBaseBackground",
                     summary: "the wheel's base: a lacquered ring with 24 light bulbs, larger than the wheel") {
            LuckyWheel.drawBase($0)
        },
        AssetPicture("LuckyRotateWheel", .wheel, points: CGSize(width: 286, height: 286),
                     seedName: "LuckyRotateWheel",
                     summary: "the turning disc: twelve sectors centred on the buttons' directions, gold rims") {
            LuckyWheel.drawWheel($0)
        },
        AssetPicture("LuckyRototeSelected", .wheel, points: CGSize(width: 68, height: 143),
                     seedName: "LuckyRototeSelected",
                     summary: "a selected button's background: a glowing wedge from the wheel's centre up to its rim") {
            LuckyWheel.drawSelection($0)
        },
        AssetPicture("LuckyCenterButton", .wheel, points: CGSize(width: 81, height: 81),
                     seedName: "LuckyCenterButton",
                     summary: "the \"pick\" button in the wheel's centre: a red jewel in a gold ring with a pointer") {
            LuckyWheel.drawCenterButton($0, pressed: false)
        },
        AssetPicture("LuckyCenterButtonPressed", .wheel, points: CGSize(width: 81, height: 81),
                     seedName: "LuckyCenterButtonPressed",
                     summary: "the centre button held down: darker, pushed in") {
            LuckyWheel.drawCenterButton($0, pressed: true)
        },
    ]

    /// The photos' size: seed 000's fold example is 200 pt high.
    public static let photoSize = CGSize(width: 300, height: 200)

    static let photos: [AssetPicture] = [
        AssetPicture("Photo1", .photo, points: photoSize, seedName: "1",
                     summary: "sunset over the sea: violet to orange sky, the sun's path glittering on the waves") {
            SunsetSea.draw($0)
        },
        AssetPicture("Photo2", .photo, points: photoSize, seedName: "2",
                     summary: "snowy mountains over a pine forest, mirrored in a lake") {
            MountainLake.draw($0)
        },
        AssetPicture("Photo3", .photo, points: photoSize, seedName: "3",
                     summary: "a city skyline at dusk with lit windows, a crescent moon and a river") {
            CitySkyline.draw($0)
        },
        AssetPicture("Photo4", .photo, points: photoSize, seedName: "4",
                     summary: "tulip fields in rows of colour running to a windmill, tulips close up in front") {
            TulipField.draw($0)
        },
        AssetPicture("Photo5", .photo, points: photoSize, seedName: "5",
                     summary: "green and violet aurora over dark hills and a frozen lake, under stars") {
            AuroraNight.draw($0)
        },
        AssetPicture("Photo6", .photo, points: photoSize, seedName: "6",
                     summary: "striped hot-air balloons over rolling green hills and fields") {
            BalloonHills.draw($0)
        },
        AssetPicture("Photo7", .photo, points: photoSize, seedName: "7",
                     summary: "desert dunes in low sun, lit and shadowed sides, ripples and cacti") {
            DesertDunes.draw($0)
        },
    ]

    /// The explosion frames' size: a 25 pt badge with room for the burst around it.
    public static let explosionSize = CGSize(width: 50, height: 50)

    static let explosion: [AssetPicture] = (0..<ExplosionFrames.count).map { i in
        AssetPicture("Explosion\(i + 1)", .explosion, points: explosionSize, seedName: "\(i + 1)",
                     summary: "frame \(i + 1) of 8 of the badge's burst") {
            ExplosionFrames.draw($0, frame: i)
        }
    }

    /// The avatars' size: seed 004's 50×50 pt buttons.
    public static let avatarSize = CGSize(width: 50, height: 50)

    static let avatars: [AssetPicture] = Avatar.allCases.map { avatar in
        AssetPicture(avatar.fileName, .avatar, points: avatarSize, seedName: avatar.seedName, summary: avatar.summary) {
            Avatars.draw($0, avatar)
        }
    }
}
