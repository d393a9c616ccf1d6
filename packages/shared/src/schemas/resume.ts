import { z } from '../zod';

/** Resumes are PDFs of at most 5 MB (issue 6). */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

export const RESUME_MESSAGES = {
  missing: 'Choose a PDF file to upload.',
  notPdf: 'Only PDF files can be uploaded as a resume.',
  tooLarge: 'The resume is larger than 5 MB. Upload a smaller PDF.',
  unreadable: 'This PDF could not be read. Save it again as a PDF and upload it once more.',
  tooComplex:
    'This PDF is too large inside to read (over 32 MB once unpacked, or over 5 seconds to read). Save or print it again as a plain PDF and upload it once more.',
  busy: 'We are reading many resumes right now. Please try again in a minute.',
  yoursBusy: 'Your earlier uploads are still being read. Wait for them to finish, then try again.',
  cutOff: 'The upload stopped before the whole file arrived. Please upload it again.',
  suggestions: 'We found these skills in your resume',
} as const;

/** The stored resume as the API describes it; the file itself is downloaded on its own. */
export const resumeSchema = z.object({
  fileName: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
  /** Skills found in the resume's text that the profile does not list yet. */
  suggestedSkills: z.array(z.string()),
});
export type Resume = z.infer<typeof resumeSchema>;
