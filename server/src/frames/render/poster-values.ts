/**
 * What an app user's poster shows, by a frame field's variable name: the
 * user's own fields, their first business's fields and images, and their
 * panchayat or election profile images. Matching ignores case.
 */
export interface PosterUser {
  name: string;
  mobile: string;
  occupation: string | null;
  village: string | null;
  taluka: string | null;
  district: string | null;
  business: {
    businessName: string;
    businessEmail: string | null;
    businessMobile: string | null;
    businessWebsite: string | null;
    businessTagLine: string | null;
    businessAddress: string | null;
  } | null;
  /** Storage keys of images by their kind (business_logo, panchayat_person, …). */
  images: Partial<Record<string, string>>;
}

export interface PosterValues {
  text: (variableName: string) => string | undefined;
  /** Storage key of the image for an image field. */
  image: (variableName: string) => string | undefined;
}

const IMAGE_SOURCES: Record<string, string[]> = {
  businesslogo: ['business_logo', 'panchayat_logo', 'candidate_symbol'],
  logo: ['business_logo', 'panchayat_logo', 'candidate_symbol'],
  panchayatlogo: ['panchayat_logo'],
  candidatesymbol: ['candidate_symbol'],
  symbol: ['candidate_symbol'],
  photo: ['panchayat_person', 'candidate_image'],
  image: ['panchayat_person', 'candidate_image'],
  personimage: ['panchayat_person'],
  candidateimage: ['candidate_image'],
};

export function posterValues(user: PosterUser): PosterValues {
  const texts = new Map<string, string>();
  const put = (key: string, value: string | null | undefined) => {
    if (value) texts.set(key.toLowerCase(), value);
  };
  put('name', user.name);
  put('mobile', user.mobile);
  put('occupation', user.occupation);
  put('village', user.village);
  put('taluka', user.taluka);
  put('district', user.district);
  if (user.business) for (const [key, value] of Object.entries(user.business)) put(key, value);
  return {
    text: (variableName) => texts.get(variableName.toLowerCase()),
    image: (variableName) => (IMAGE_SOURCES[variableName.toLowerCase()] ?? []).map((kind) => user.images[kind]).find(Boolean),
  };
}
