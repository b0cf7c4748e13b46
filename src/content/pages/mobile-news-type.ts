import type { PageContent } from '../types'

export const mobileNewsType: PageContent = {
  path: '/mobile/news/type',
  title: '分类资讯',
  description:
    '按类别浏览资讯列表：当前分类下的文章按发布时间排列，新内容在前，点“加载更多”继续往下看，点击卡片进入全文，也可以切换到其他分类继续阅读学校 AI 与编程教育相关内容。',
  heading: '分类资讯',
  intro: '这里只显示当前分类的文章，新发布的排在前面。',
  sections: [
    {
      id: 'contact',
      heading: '想了解更多',
      body: '对文章中提到的课程或平台感兴趣，可以在合作页留下联系方式，或直接拨打电话咨询。',
    },
  ],
}
