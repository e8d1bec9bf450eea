// Rasterises standalone SVG text to a PNG (through an <img> on a blob: URL,
// which the page's CSP allows), at device-independent 2x for sharp output.
const LOAD_TIMEOUT_MS = 10_000;

/** Resolves when the image has decoded; rejects on error or after a timeout, never hangs. */
function loaded(image: HTMLImageElement): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the image took too long to draw')),
      LOAD_TIMEOUT_MS,
    );
    image.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    image.onerror = () => {
      clearTimeout(timer);
      reject(new Error('the chart could not be drawn as an image'));
    };
  });
}

export async function svgToPng(svgText: string, width: number, height: number, scale = 2) {
  const url = URL.createObjectURL(new Blob([svgText], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    const ready = loaded(image);
    image.src = url;
    await ready;
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(width * scale));
    canvas.height = Math.max(1, Math.round(height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('this browser cannot draw to a canvas');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))),
        'image/png',
      ),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
