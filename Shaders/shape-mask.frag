#version 330 core
// A shape layer under an affine transform: its fill and stroke coverage, rasterized on
// the CPU in target pixels by LaminaGraphics' PathRasterizer (the CPU renderer's own
// masks), read texel for pixel from the mask atlas (fill in red, stroke in green), the
// stroke painted over the fill, both times the clip chain.
//
// Texels: 0 the mask's pixel rectangle; 1: its origin in the atlas, fill colour, stroke
// colour; 2: clip + 1 (read with CLIPPED).

flat in vec4 vRect;
flat in uvec4 vExtra0;
flat in uvec4 vExtra1;
uniform sampler2D uMasks;

out vec4 fragColor;

void main() {
    vec2 pixel = pixelCentre();
    ivec2 at = ivec2(uintBitsToFloat(vExtra0.xy)) + ivec2(floor(pixel - vRect.xy));
    vec2 masks = texelFetch(uMasks, at, 0).rg;
#ifdef CLIPPED
    float clip = clipCoverage(int(vExtra1.x) - 1, pixel);
#else
    float clip = 1.0;
#endif
    vec4 fill = unpackColor(vExtra0.z) * (masks.r * clip);
    vec4 stroke = unpackColor(vExtra0.w) * (masks.g * clip);
    vec4 color = stroke + (1.0 - stroke.a) * fill;
    if (color.a <= 0.0) discard;
    fragColor = batchTinted(color);
}
