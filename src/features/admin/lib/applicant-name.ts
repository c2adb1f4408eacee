/** What stands for an applicant whose details the retention cleared after their withdrawal (issue 57). */
export const CLEARED_APPLICANT = 'Withdrawn applicant (details cleared)'

/** An applicant's name for the admin screens: a cleared one has none. */
export const applicantName = (a: { name: string }) => a.name || CLEARED_APPLICANT
