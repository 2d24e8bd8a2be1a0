// An animated GIF made by the core, recorded as WebM video: each frame decoded by the browser
// (ImageDecoder gives the frames composed, as a GIF viewer shows them), drawn on a canvas and
// held for its delay while MediaRecorder records the canvas. The video shows the GIF's frames
// and nothing else (Rust's page::gif_export::WEBM); it takes as long as the animation plays.
//
// API
//   canRecord() -> bool · recordGif(bytes) -> Promise<Blob>

export const canRecord = () => typeof ImageDecoder === 'function' && typeof MediaRecorder === 'function'
  && typeof HTMLCanvasElement.prototype.captureStream === 'function';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function recordGif(bytes) {
  const decoder = new ImageDecoder({ data: bytes, type: 'image/gif' });
  await decoder.tracks.ready;
  const frames = decoder.tracks.selectedTrack.frameCount;
  const first = (await decoder.decode({ frameIndex: 0 })).image;
  const canvas = document.createElement('canvas');
  canvas.width = first.displayWidth;
  canvas.height = first.displayHeight;
  first.close();
  const g = canvas.getContext('2d');
  const stream = canvas.captureStream(0);
  const [track] = stream.getVideoTracks();
  const type = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm'].find((t) => MediaRecorder.isTypeSupported(t));
  const recorder = new MediaRecorder(stream, type ? { mimeType: type } : {});
  const chunks = [];
  recorder.ondataavailable = (e) => { if (e.data.size) chunks.push(e.data); };
  const stopped = new Promise((resolve) => { recorder.onstop = resolve; });
  recorder.start();
  for (let i = 0; i < frames; i++) {
    const { image } = await decoder.decode({ frameIndex: i });
    g.drawImage(image, 0, 0);
    // The frame's delay (microseconds in a VideoFrame), at least a frame of a 60 Hz screen.
    const ms = Math.max(17, (image.duration ?? 100000) / 1000);
    image.close();
    track.requestFrame();
    await sleep(ms);
  }
  recorder.stop();
  await stopped;
  decoder.close();
  track.stop();
  return new Blob(chunks, { type: 'video/webm' });
}
