import type { PageContent } from '../types'

export const mobileNewsCarddetail: PageContent = {
  path: '/mobile/news/carddetail',
  title: '资讯正文',
  description:
    '卡片式资讯正文页：在手机上阅读文章全文，查看发布时间与所属分类，图片随屏幕宽度自适应，读完可以分享到微信、切换到上一篇或下一篇，或返回列表继续浏览。',
  heading: '资讯正文',
  intro: '正文按手机屏幕排版，图片可点开查看大图。',
  sections: [
    {
      id: 'after-reading',
      heading: '读完之后',
      items: [
        {
          title: '分享',
          text: '点右上角分享到微信好友或群聊，方便转给同事和家长。',
        },
        {
          title: '继续阅读',
          text: '底部可以切换上一篇、下一篇，或返回列表查看同类文章。',
        },
      ],
    },
    {
      id: 'contact',
      heading: '想了解更多',
      body: '对文章中提到的课程或平台感兴趣，可以在合作页留下联系方式，或直接拨打电话咨询。',
    },
  ],
}
