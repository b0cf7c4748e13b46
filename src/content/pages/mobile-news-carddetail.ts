import type { PageContent } from '../types'

export const mobileNewsCarddetail: PageContent = {
  path: '/mobile/news/carddetail',
  title: '资讯正文',
  description:
    '卡片式资讯正文页：在手机上阅读文章全文，查看发布时间与所属分类，图片随屏幕宽度自适应，读完可以切换到上一篇或下一篇，或返回列表继续浏览同类文章。',
  heading: '资讯正文',
  intro: '正文按手机屏幕排版，读完可以看上一篇、下一篇。',
  sections: [
    {
      id: 'contact',
      heading: '想了解更多',
      body: '对文章中提到的课程或平台感兴趣，可以在合作页留下联系方式，或直接拨打电话咨询。',
    },
  ],
}
