#version 330 core
// A particle's pixel: its quad's anti-aliased coverage times the cell's image at the texel under it (its source rectangle,
// clamped to the image's edge texels, as contents are), by the CPU's 8-bit bilinear or
// nearest neighbour, times the particle's modulation (its colour and the layer's tint,
// premultiplied by its alpha) and, with CLIPPED, the clip chain's coverage. Blended
// source-over, or added (an `.additive` emitter: the batch's blend state).

in vec2 vTexel;
in vec2 vLocal;
flat in vec4 vQuad;
flat in vec4 vModulation;
flat in vec4 vPlace;
flat in int vClip;
flat in int vNearest;
uniform sampler2D uImage;

out vec4 fragColor;

vec4 imageTexel(int x, int y) {
    ivec2 size = ivec2(vPlace.zw);
    ivec2 t = ivec2(vPlace.xy) + clamp(ivec2(x, y), ivec2(0), size - 1);
    return floor(texelFetch(uImage, t, 0) * 255.0 + 0.5);
}

vec4 lerp8(vec4 a, vec4 b, float f) { return floor((a * (256.0 - f) + b * f) / 256.0); }

void main() {
    vec4 c;
    if (vNearest != 0) {
        vec2 f = floor(vTexel);
        c = imageTexel(int(f.x), int(f.y)) / 255.0;
    } else {
        vec2 u = vTexel - 0.5;
        vec2 i = floor(u);
        vec2 f = floor((u - i) * 256.0);
        int x = int(i.x), y = int(i.y);
        c = lerp8(lerp8(imageTexel(x, y), imageTexel(x + 1, y), f.x),
                  lerp8(imageTexel(x, y + 1), imageTexel(x + 1, y + 1), f.x), f.y) / 255.0;
    }
    // The quad's anti-aliased coverage (the CPU's box-filtered edges), from the
    // particle's own coordinates and their screen derivatives.
    PlanePoint pp;
    pp.p = vLocal;
    pp.gradX = vec2(dFdx(vLocal.x), dFdy(vLocal.x));
    pp.gradY = vec2(dFdx(vLocal.y), dFdy(vLocal.y));
    pp.rowX = pp.gradX;
    pp.rowY = pp.gradY;
    pp.perspective = vec2(0.0);
    pp.visible = true;
    vec4 color = c * vModulation * roundedRectCoverage(pp, vQuad, vec4(0.0));
#ifdef CLIPPED
    color *= clipCoverage(vClip, pixelCentre());
#endif
    if (color.a <= 0.0 && color.r <= 0.0 && color.g <= 0.0 && color.b <= 0.0) discard;
    fragColor = batchTinted(color);
}
