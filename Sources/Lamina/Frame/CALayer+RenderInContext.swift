import Foundation
import LaminaCPU

extension CALayer {
    /// Draws the layer and its sublayers into `ctx`, in the layer's own coordinate space
    /// mapped by the context's current transform — as Apple documents it, "directly from
    /// the layer tree, ignoring any animations added to the render tree" (call it on a
    /// `presentation()` copy for what is on screen). Full 3D: transforms, perspective,
    /// masks, shadows and group opacity render as they do on screen. The context's clip
    /// is not applied.
    public func render(in ctx: CGContext) {
        let tree = RenderTree(modelOf: self)
        var builder = RenderListBuilder()
        var list = RenderList()
        let toPixels = CATransform3DMakeAffineTransform(ctx.userToPixelTransform)
        builder.build(tree, viewport: .zero, scale: 1,
                      pixelWidth: ctx.width, pixelHeight: ctx.height, rootToPixels: toPixels, into: &list)
        CPUBackend(threadCount: 1).draw(list, into: ctx.pixels)
    }
}

extension CARenderer {
    /// A renderer that draws with the CPU renderer into a bitmap context, one point per
    /// pixel: the area `bounds` (in the root layer's superlayer coordinates) fills the
    /// context, top row first.
    public convenience init(context: CGContext) {
        self.init(backend: ContextBackend(context: context))
    }
}
