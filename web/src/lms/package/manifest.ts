// imsmanifest.xml of a SCORM 1.2 package: ADL SCORM schema version 1.2, one
// organisation with one item, one resource of scormtype "sco" whose href is
// the launch link, and every file of the package listed under it.
import type { AppState } from '../../state/params';
import { launchHref } from './choices';

export const MANIFEST_FILE = 'imsmanifest.xml';

function xml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A short stable hash (FNV-1a), so a package's identifier follows its choices. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (const unit of new TextEncoder().encode(text)) {
    hash = Math.imul(hash ^ unit, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export function scormManifest(options: {
  state: AppState;
  title: string;
  files: readonly string[];
}): string {
  const { state, title, files } = options;
  const launch = launchHref(state);
  const id = `sqrtdk-lab-${fnv1a(`${launch}\n${title}`)}`;
  // The LMS hands the mastery score to the page as cmi.student_data.mastery_score.
  const mastery =
    state.graded === 'completion'
      ? ''
      : `\n        <adlcp:masteryscore>${state.mastery}</adlcp:masteryscore>`;
  const fileList = files.map((file) => `      <file href="${xml(file)}"/>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${id}" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="org-1">
    <organization identifier="org-1">
      <title>${xml(title)}</title>
      <item identifier="item-1" identifierref="sco-1" isvisible="true">
        <title>${xml(title)}</title>${mastery}
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="sco-1" type="webcontent" adlcp:scormtype="sco" href="${xml(launch)}">
${fileList}
    </resource>
  </resources>
</manifest>
`;
}
