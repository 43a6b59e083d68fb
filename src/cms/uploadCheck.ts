/**
 * A picture is checked by its content before the media library uploads it: a file whose bytes are
 * not the picture its name says (a `.txt` renamed `.png`) is refused with the same words the build
 * uses (src/schemas/imageType.ts), instead of being saved and shown as a broken image. The media
 * library's file input is listened to before Decap's own handler: the upload goes on only once the
 * bytes are read and fine.
 */
import { IMAGE_SNIFF_BYTES, imageContentProblem } from '../schemas/imageType';

/** Why each of `files` cannot be used as a picture (one message per bad file), from their bytes. */
export async function pictureProblems(files: readonly File[]): Promise<string[]> {
  const problems = await Promise.all(
    files.map(async (file) =>
      imageContentProblem(file.name, new Uint8Array(await file.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer())),
    ),
  );
  return problems.filter((problem): problem is string => problem !== undefined);
}

const checked = new WeakSet<Event>();

/**
 * Holds back every file chosen in a file input of the editor until its bytes are checked; passes
 * the choice on when all files are pictures of their stated type, else clears the input and shows
 * `report(messages)`.
 */
export function installUploadCheck(target: Document, report: (messages: string[]) => void): void {
  target.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== 'file' || checked.has(event)) return;
      const files = [...(input.files ?? [])];
      if (files.length === 0) return;
      event.stopImmediatePropagation();
      void pictureProblems(files).then((problems) => {
        if (problems.length > 0) {
          input.value = '';
          report(problems);
          return;
        }
        const again = new Event('change', { bubbles: true });
        checked.add(again);
        input.dispatchEvent(again);
      });
    },
    true,
  );
}
