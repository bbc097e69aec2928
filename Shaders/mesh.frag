#version 330 core
// A textured mesh's pixel: the picture sampled bilinearly between the four nearest texel
// centres (transparent outside the picture), washed toward white keeping its alpha,
// shaded, times the group's opacity and clip — BandPainter+Mesh's recipe.

flat in vec4 vPicture;
flat in float vOpacity;
flat in int vClip;
in vec2 vPoint;
in float vShade;
in float vWash;
uniform sampler2D uContent;

out vec4 fragColor;

vec4 pictureTexel(int x, int y) {
    if (float(x) < vPicture.x || float(y) < vPicture.y || float(x) >= vPicture.x + vPicture.z
        || float(y) >= vPicture.y + vPicture.w) return vec4(0.0);
    return texelFetch(uContent, ivec2(x - int(vPicture.x), int(vPicture.y + vPicture.w) - 1 - y), 0);
}

void main() {
    vec2 pixel = pixelCentre();
    vec2 s = vPoint - 0.5;
    vec2 i = floor(s);
    vec2 f = s - i;
    int x = int(i.x), y = int(i.y);
    vec4 top = mix(pictureTexel(x, y), pictureTexel(x + 1, y), f.x);
    vec4 bottom = mix(pictureTexel(x, y + 1), pictureTexel(x + 1, y + 1), f.x);
    vec4 c = mix(top, bottom, f.y);
    vec3 rgb = (c.rgb * (1.0 - vWash) + vec3(c.a * vWash)) * vShade;
    float coverage = vOpacity;
#ifdef CLIPPED
    coverage *= clipCoverage(vClip, pixel);
#endif
    vec4 color = vec4(rgb, c.a) * coverage;
    if (color.a <= 0.0) discard;
    fragColor = batchTinted(color);
}
