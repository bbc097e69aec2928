#version 330 core
// One pass of a shadow's separable blur: out(p) = Σ w[k]·in(p − k·step), k = −r…r, the
// weights in a one-row float texture (the Gaussian of σ, or the three boxes that stand
// for a wide one, with the offset's sub-pixel shift folded in: the CPU's kernels). The
// input is the alpha of a group (rows bottom-up), a shadowPath mask (rows top-down), or
// the previous pass (red); outside its rectangle it is 0.
//
// Texels: 0 the output rectangle (target pixels); 1: the input's rectangle;
// 2: step (x, y), reach, source kind (0 alpha of a target, 1 red of a target,
// 2 red of a top-down mask); 3: where the input can be other than 0 (its support).

flat in vec4 vRect;
flat in uvec4 vExtra0;
flat in uvec4 vExtra1;
flat in uvec4 vExtra2;
uniform sampler2D uSource;
uniform sampler2D uKernel;

out vec4 fragColor;

float source(vec2 p, vec4 rect, uint kind) {
    if (!(p.x >= rect.x && p.y >= rect.y && p.x < rect.x + rect.z && p.y < rect.y + rect.w)) return 0.0;
    if (kind == 0u) return texelFetch(uSource, targetTexel(p, rect), 0).a;
    if (kind == 1u) return texelFetch(uSource, targetTexel(p, rect), 0).r;
    return texelFetch(uSource, ivec2(floor(p - rect.xy)), 0).r;
}

void main() {
    vec2 pixel = pixelCentre();
    vec4 rect = uintBitsToFloat(vExtra0);
    vec2 step = uintBitsToFloat(vExtra1.xy);
    int reach = int(vExtra1.z);
    uint kind = vExtra1.w;
    // Only taps that land in the input's support can add anything (elsewhere it is 0):
    // along the step's axis, lo ≤ c − k·d < hi. The range is widened by one tap each way
    // and every tap left is read as before, so the sum is the full loop's to the bit, for
    // a fraction of a wide kernel's taps where the support is small.
    vec4 support = uintBitsToFloat(vExtra2);
    vec2 axis = step.x != 0.0 ? vec2(1.0, 0.0) : vec2(0.0, 1.0);
    float d = dot(step, axis), c = dot(pixel, axis);
    float lo = dot(support.xy, axis), hi = lo + dot(support.zw, axis);
    int first = -reach, last = reach;
    if (d != 0.0) {
        float a = (c - hi) / d, b = (c - lo) / d;
        first = max(first, int(floor(min(a, b))) - 1);
        last = min(last, int(ceil(max(a, b))) + 1);
    }
    float sum = 0.0;
    for (int k = first; k <= last; k++) {
        float w = texelFetch(uKernel, ivec2(k + reach, 0), 0).r;
        if (w != 0.0) sum += w * source(pixel - float(k) * step, rect, kind);
    }
    fragColor = vec4(sum, 0.0, 0.0, sum);
}
