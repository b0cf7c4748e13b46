/**
 * The demo artwork by catalogue key: every picture of `../catalog.ts` drawn as an SVG document at the
 * catalogue's size (see ./kit.ts for the drawing kit and the style: flat, brand palette, no text).
 */
import { type ImageKey, mediaCatalog } from '../catalog'
import * as books from './books'
import * as company from './company'
import * as events from './events'
import { Doc } from './kit'
import * as labs from './labs'
import * as people from './people'
import * as plans from './plans'
import * as screens from './screens'
import * as works from './works'

type Draw = (d: Doc) => void

/** One drawing per catalogue picture: TypeScript checks that every image key has one. */
const artwork: Record<ImageKey, Draw> = {
  'screen-dashboard': screens.screenDashboard,
  'screen-ide': screens.screenIde,
  'screen-grading': screens.screenGrading,
  'screen-ai-lab': screens.screenAiLab,
  'screen-blocks': screens.screenBlocks,
  'screen-course': screens.screenCourse,
  'screen-exam': screens.screenExam,
  'screen-report': screens.screenReport,
  'screen-resource': screens.screenResource,
  'screen-phone': screens.screenPhone,
  'screen-live': screens.screenLive,
  'lab-floorplan': labs.labFloorplan,
  'lab-classroom': labs.labClassroom,
  'lab-ai-corner': labs.labAiCorner,
  'lab-maker': labs.labMaker,
  'book-scratch-1': books.bookScratch1,
  'book-scratch-2': books.bookScratch2,
  'book-python-1': books.bookPython1,
  'book-python-2': books.bookPython2,
  'book-ai': books.bookAi,
  'book-cpp': books.bookCpp,
  'work-maze': works.workMaze,
  'work-garden': works.workGarden,
  'work-space': works.workSpace,
  'work-weather': works.workWeather,
  'work-classifier': works.workClassifier,
  'work-music': works.workMusic,
  'training-workshop': people.trainingWorkshop,
  'training-certificate': people.trainingCertificate,
  'teacher-desk': people.teacherDesk,
  'competition-stage': events.competitionStage,
  'competition-team': people.competitionTeam,
  'competition-works': events.competitionWorks,
  'event-open-class': events.eventOpenClass,
  'event-summer-camp': events.eventSummerCamp,
  'event-seminar': events.eventSeminar,
  'event-expo': events.eventExpo,
  'event-parents': events.eventParents,
  'event-hackathon': events.eventHackathon,
  'about-office': company.aboutOffice,
  'about-team': company.aboutTeam,
  'about-map': company.aboutMap,
  'plan-ai': plans.planAi,
  'plan-programming': plans.planProgramming,
  'plan-college': plans.planCollege,
  'academy-courses': plans.academyCourses,
  'video-tour-poster': screens.videoTourPoster,
}

/** The SVG document (with xmlns, width, height and viewBox at the catalogue's size) of a catalogue picture. */
export function artworkFor(key: ImageKey): string {
  const entry = mediaCatalog[key]
  const d = new Doc(entry.width, entry.height)
  artwork[key](d)
  return d.toString()
}
