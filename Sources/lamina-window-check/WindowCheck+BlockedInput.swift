import CGLFW
import Foundation
import LaminaHost

extension WindowCheck {
    /// The main thread blocked for 5 s while a 20 s animation runs on the real clock and
    /// another thread sends real input through XTest (its own X connection): a press,
    /// a drag, a release and keys a and b, 0.2 s apart, all inside the block. Prints the
    /// block's interval, each input sent (when, what), every frame presented (presentation
    /// time, frame time) and each event as the app got it afterwards (when, what).
    func blockedInput() throws {
        let window = try openWindow("blocked-input")
        let green = addScene(to: window)
        slide(green, from: 20, to: 140, duration: 20)
        try runFrames(window, atLeast: 10)

        var events: [String] = []
        func note(_ text: String) { events.append("\(CAMediaClock.monotonicSeconds()) \(text)") }
        window.onPointer = { event in note("pointer \(event.phase) \(describe(event.location))") }
        window.onKey = { event in
            note("key \(event.phase) \(event.key.character.map { String($0) } ?? "\(event.key.rawValue)")")
        }
        window.onText = { character in note("text \(character)") }

        let xtest: XTestInput
        switch XTestInput.load(ownConnection: true) {
        case .success(let loaded): xtest = loaded
        case .failure(let reason):
            report("xtest", "unavailable: \(reason)")
            window.close()
            return
        }
        report("xtest", "available")
        var originX: Int32 = 0, originY: Int32 = 0
        glfwGetWindowPos(window.handle, &originX, &originY)
        let (x0, y0) = (Int(originX), Int(originY))
        let sends: [(String, () -> Void)] = [
            ("move 30,30", { xtest.move(toScreenX: x0 + 30, y: y0 + 30) }),
            ("press", { xtest.button(1, pressed: true) }),
            ("move 90,60", { xtest.move(toScreenX: x0 + 90, y: y0 + 60) }),
            ("release", { xtest.button(1, pressed: false) }),
            ("key a", { xtest.key(keysym: 0x61, pressed: true); xtest.key(keysym: 0x61, pressed: false) }),
            ("key b", { xtest.key(keysym: 0x62, pressed: true); xtest.key(keysym: 0x62, pressed: false) }),
        ]
        let sentLock = NSLock()
        var sent: [String] = []
        let blockStart = CAMediaClock.monotonicSeconds()
        let sender = Thread {
            Thread.sleep(forTimeInterval: 0.5)
            for (name, send) in sends {
                send()
                sentLock.lock()
                sent.append("\(CAMediaClock.monotonicSeconds()) \(name)")
                sentLock.unlock()
                Thread.sleep(forTimeInterval: 0.2)
            }
        }
        sender.start()
        // The main thread is blocked: no events are read, nothing is committed.
        Thread.sleep(forTimeInterval: 5)
        let blockEnd = CAMediaClock.monotonicSeconds()
        let settle = blockEnd + 1
        window.run(until: { CAMediaClock.monotonicSeconds() >= settle })

        report("block", "\(blockStart) \(blockEnd)")
        sentLock.lock()
        for line in sent { report("sent", line) }
        sentLock.unlock()
        for frame in window.frameLoop.presentedFrames {
            report("frame", "\(frame.presentedAt) \(frame.frameTime)")
        }
        for event in events { report("event", event) }
        window.close()
    }
}
